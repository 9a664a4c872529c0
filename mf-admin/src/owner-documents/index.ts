export {
  DOCUMENT_ACCEPT,
  documentTypeLabel,
  downloadDocument,
  downloadFileName,
} from './document-files';
export { ownerDocumentKeys } from './document-owner';
export { OwnerDocumentsPanel } from './owner-documents-panel';
