export {
  DOCUMENT_ACCEPT,
  documentTypeLabel,
  downloadDocument,
  downloadFileName,
} from './document-files.js';
export { ownerDocumentKeys } from './document-owner.js';
export { OwnerDocumentsPanel } from './owner-documents-panel.js';
