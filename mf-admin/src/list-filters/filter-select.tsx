import { ChoiceSelect, choices } from '../admin-forms/index.js';

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly Value[];
  textOf: (option: Value) => string;
  onChange: (value: Value) => void;
  /** The trigger's width on a wide screen, e.g. `lg:w-48`. */
  width: string;
}

/** One filter of a list's toolbar: a choice among fixed values. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  textOf,
  onChange,
  width,
}: FilterSelectProps<Value>) {
  return (
    <ChoiceSelect
      label={label}
      value={value}
      options={choices(options, textOf)}
      onChange={onChange}
      className={`min-w-0 flex-1 ${width}`}
    />
  );
}
