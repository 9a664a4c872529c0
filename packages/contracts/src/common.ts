import { z } from 'zod';
import { requiredIdField } from './form-fields.js';

// Pages run under a Content-Security-Policy without 'unsafe-eval' (docs/security.md): in a browser
// zod must not try `Function('')` to see whether it may compile parsers, which the browser reports
// as a violation. The services keep zod's compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

/** Path parameter that must be a positive integer id (at most INT4_MAX, what the id columns hold). */
export const idParam = requiredIdField;

/** Answer body of every rejected request: a message and, for validation errors, the field errors. */
export const errorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The 413 answer to a file over its call's limit (the gateway's and the service's alike). */
export const fileTooLargeMessage = (maxBytes: number): string =>
  `Файл слишком большой: не более ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} МБ`;
