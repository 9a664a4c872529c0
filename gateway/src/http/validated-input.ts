import type { z } from 'zod';
/** Input its schema refuses: answered 400 with each wrong field (the gateway's error handler). */
export class BadInputError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** The input parsed by its contracts schema, or a BadInputError naming each wrong field. */
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
  throw new BadInputError(message, fieldErrors);
}
