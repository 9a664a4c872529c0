import { FormField, Input, NumberInput, Textarea } from '@silkway/ui';
import type { ComponentProps, ComponentType } from 'react';
import {
  get,
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import { choices, type SelectOption } from './choice-select.js';
import { FormSelect } from './form-select.js';

/** The class of a field that spans both columns of a two-column form. */
export const WIDE_FIELD = 'sm:col-span-2';

/** The part of a useSchemaForm form its fields read: registration, errors and the fields' labels. */
export interface FieldsOf<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  labelOf: (field: FieldPath<Values>) => string;
}

interface FieldProps<Values extends FieldValues> {
  form: FieldsOf<Values>;
  name: FieldPath<Values>;
  /** The form's label of the field unless said. */
  label?: string;
  required?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

/** A field's own props, then its control's (the field registers the control). */
type FieldWith<Values extends FieldValues, ControlProps> = FieldProps<Values> &
  Omit<ControlProps, keyof FieldProps<Values> | 'onChange' | 'onBlur' | 'ref'>;

/** The labelled frame of a field with the message its schema refused it with, if it did. */
function framed<Values extends FieldValues>(
  { form, name, label, required, wide }: FieldProps<Values>,
  control: ComponentProps<typeof FormField>['children'],
) {
  const error = get(form.errors, name) as { message?: string } | undefined;
  return (
    <FormField
      label={label ?? form.labelOf(name)}
      required={required}
      error={error?.message}
      className={wide ? WIDE_FIELD : undefined}
    >
      {control}
    </FormField>
  );
}

function registered<Values extends FieldValues, ControlProps>(
  Control: ComponentType<ControlProps>,
  { form, name, label, required, wide, ...control }: FieldWith<Values, ControlProps>,
) {
  const Registered = Control as ComponentType<object>;
  return framed(
    { form, name, label, required, wide },
    <Registered {...control} {...form.register(name)} />,
  );
}

/**
 * The fields of a back-office form, each labelled, registered under its name and showing its
 * schema's message: `<Field.Text form={form} name="code" required />`.
 */
export const Field = {
  Text: <Values extends FieldValues>(props: FieldWith<Values, ComponentProps<typeof Input>>) =>
    registered(Input, props),
  /** A number of one kind (money, measure, count). */
  Number: <Values extends FieldValues>(
    props: FieldWith<Values, ComponentProps<typeof NumberInput>>,
  ) => registered(NumberInput, props),
  TextArea: <Values extends FieldValues>(
    props: FieldWith<Values, ComponentProps<typeof Textarea>>,
  ) => registered(Textarea, props),
  /** A choice among options (or fixed values, each shown by its text), holding the chosen value. */
  Select: <Values extends FieldValues, Parsed, Value extends string>({
    options,
    textOf,
    ...field
  }: FieldProps<Values> & {
    form: { control: Control<Values, unknown, Parsed> };
  } & (
      | { options: readonly SelectOption[]; textOf?: never }
      | { options: readonly Value[]; textOf: (value: Value) => string }
    )) =>
    framed(field, (fieldControl) => (
      <FormSelect
        control={field.form.control}
        name={field.name}
        options={
          textOf
            ? choices(options as readonly Value[], textOf)
            : (options as readonly SelectOption[])
        }
        fieldControl={fieldControl}
      />
    )),
};
