export { auditEntry } from './audit-entries.js';
export { fieldErrors } from './field-errors.js';
export { sampleItemAnswer, sampleOrderAnswer } from './order-answers.js';
export { sampleQuoteRequest } from './public-forms.js';
