export { StaffTab } from './staff-tab.js';
export { registerStaffTranslations } from './staff-translations.js';
