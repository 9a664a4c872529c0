import { z } from 'zod';

/** The field errors of a rejected body, keyed by field as the API answers them. */
export function fieldErrors(
  schema: z.ZodType,
  body: unknown,
): Record<string, string[] | undefined> {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected a rejection of ${JSON.stringify(body)}`);
  return z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>;
}
