import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationFailedException } from './validation-failed.exception.js';

/** Parses a body, parameter or query with its contracts schema: 400 with field errors, never a 500. */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  /** `metadata.data` is the name of a single parameter (`@Param('id', …)`): its errors are filed under it. */
  transform(value: unknown, metadata?: ArgumentMetadata): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw ValidationFailedException.fromZod(result.error, metadata?.data);
    return result.data;
  }
}

/** `@Body(validated(createTruckBody)) body: CreateTruckBody` */
export const validated = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema);
