import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A contracts schema as the resolver of a form whose typed values (text inputs) differ from the
 * body the schema parses them into; zodResolver's own types cannot say so.
 */
export function schemaResolver<Values extends FieldValues, Body>(
  schema: Parameters<typeof zodResolver>[0],
): Resolver<Values, unknown, Body> {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, Body>;
}
