import {
  type FieldControlProps,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@silkway/ui';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: string;
  text: string;
}

interface FormSelectProps<Values extends FieldValues, Parsed> {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
  options: readonly SelectOption[];
  /** The label's wiring from the surrounding FormField. */
  fieldControl: FieldControlProps;
}

/** A form field chosen from a list: the ui Select bound to a react-hook-form field holding the option's value. */
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
        <Select value={field.value as string} onValueChange={field.onChange}>
          <SelectTrigger {...fieldControl} onBlur={field.onBlur}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.text}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}
