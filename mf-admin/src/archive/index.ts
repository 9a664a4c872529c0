export { ArchiveTab } from './archive-tab.js';
