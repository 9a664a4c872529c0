import type { FieldControlProps } from '@silkway/ui';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChoiceSelect, type SelectOption } from './choice-select.js';

interface FormSelectProps<Values extends FieldValues, Parsed> {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
  options: readonly SelectOption[];
  /** The label's wiring from the surrounding FormField. */
  fieldControl: FieldControlProps;
}

/** A form field chosen from a list: the ChoiceSelect bound to a react-hook-form field holding the option's value. */
export function FormSelect<Values extends FieldValues, Parsed>({
  control,
  name,
  options,
  fieldControl,
}: FormSelectProps<Values, Parsed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceSelect
          value={field.value as string}
          options={options}
          onChange={field.onChange}
          onBlur={field.onBlur}
          fieldControl={fieldControl}
        />
      )}
    />
  );
}
