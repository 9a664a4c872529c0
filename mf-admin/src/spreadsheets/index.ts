export { registerDataTranslations } from './data-translations';
export { ExportButtons } from './export-buttons';
export { ImportDialog } from './import-dialog';
