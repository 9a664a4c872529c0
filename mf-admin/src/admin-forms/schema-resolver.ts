import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';

/**
 * A contracts schema as the resolver of a form whose typed values (text inputs) differ from the
 * body the schema parses them into; zodResolver's own types cannot say so.
 */
export function schemaResolver<Values extends FieldValues, Body>(
  schema: Parameters<typeof zodResolver>[0],
): Resolver<Values, unknown, Body> {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, Body>;
}

/**
 * A react-hook-form form checked by a contracts schema: typed as `Values`, submitted as the `Body` the
 * schema parses them into; `errors` are the fields' messages, `labelOf` names a field for its label.
 */
export function useSchemaForm<Values extends FieldValues, Body>(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: DefaultValues<Values>,
  labelOf: (field: FieldPath<Values>) => string,
) {
  const form = useForm<Values, unknown, Body>({
    resolver: schemaResolver<Values, Body>(schema),
    defaultValues,
  });
  return { ...form, errors: form.formState.errors, labelOf };
}
