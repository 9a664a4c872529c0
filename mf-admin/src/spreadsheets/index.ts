export { registerDataTranslations } from './data-translations.js';
export { ExportButtons } from './export-buttons.js';
export { ImportDialog } from './import-dialog.js';
