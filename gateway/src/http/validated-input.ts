import type { z } from 'zod';
import { IdentityError } from '../identity/identity-error.js';

/**
 * The input parsed by its contracts schema, or a 400 naming each wrong field (thrown as an
 * IdentityError, answered by the caller's route).
 */
export function validatedInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  message = 'Проверьте введенные данные',
): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (fieldErrors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  throw new IdentityError(400, message, fieldErrors);
}
