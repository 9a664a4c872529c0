export { auditEntry } from './audit-entries.js';
export { fieldErrors } from './field-errors.js';
export { sampleQuoteRequest } from './public-forms.js';
