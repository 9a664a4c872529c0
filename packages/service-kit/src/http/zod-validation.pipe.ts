import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationFailedException } from './validation-failed.exception.js';

/** Parses a body, parameter or query with its contracts schema: 400 with field errors, never a 500. */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw ValidationFailedException.fromZod(result.error);
    return result.data;
  }
}

/** `@Body(validated(createTruckBody)) body: CreateTruckBody` */
export const validated = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema);
