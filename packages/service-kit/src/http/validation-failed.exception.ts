import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** A 400 that carries the failing fields, so forms can show each message beside its field. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly fieldErrors: FieldErrors) {
    const summary = Object.entries(fieldErrors).map(
      ([field, messages]) => `${field}: ${messages.join(', ')}`,
    );
    super(`Проверьте данные: ${summary.join('; ')}`);
  }

  /** `name`: the field a value without fields of its own was sent as (a path parameter). */
  static fromZod(error: z.ZodError, name?: string): ValidationFailedException {
    const fieldErrors: FieldErrors = {};
    for (const issue of error.issues) {
      const field = [...(name ? [name] : []), ...issue.path.map(String)].join('.') || '_';
      (fieldErrors[field] ??= []).push(issue.message);
    }
    return new ValidationFailedException(fieldErrors);
  }
}
