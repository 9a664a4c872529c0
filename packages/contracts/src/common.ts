import { z } from 'zod';

/** Path parameter that must be a positive integer id. */
export const idParam = z.coerce.number().int().positive();

/** Answer body of every rejected request: a message and, for validation errors, the field errors. */
export const errorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
