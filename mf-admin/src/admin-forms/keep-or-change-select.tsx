import { ChoiceSelect, type SelectOption } from './choice-select.js';

/** The option that leaves the field of every record as it is. */
const KEEP = 'keep';

interface KeepOrChangeSelectProps<Value extends string> {
  label: string;
  /** The first option's text: every record keeps its own value. */
  keepText: string;
  /** The value chosen for every record; '' keeps each one's (the label shows). */
  value: Value | '';
  options: readonly SelectOption<Value>[];
  onChange: (value: Value | '') => void;
  className?: string;
}

/** One field of a change made to several records at once: keep each record's value, or give them all one. */
export function KeepOrChangeSelect<Value extends string>({
  label,
  keepText,
  value,
  options,
  onChange,
  className,
}: KeepOrChangeSelectProps<Value>) {
  return (
    <ChoiceSelect<string>
      label={label}
      placeholder={label}
      value={value}
      options={[{ value: KEEP, text: keepText }, ...options]}
      onChange={(chosen) => onChange(chosen === KEEP ? '' : (chosen as Value))}
      className={className}
    />
  );
}
