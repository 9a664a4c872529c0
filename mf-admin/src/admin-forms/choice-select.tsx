import {
  type FieldControlProps,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@silkway/ui';

/** One option of a choice: the value it stands for and the text shown for it. */
export interface SelectOption<Value extends string = string> {
  value: Value;
  text: string;
}

/** The options of fixed values, each shown by its text. */
export const choices = <Value extends string>(
  values: readonly Value[],
  textOf: (value: Value) => string,
): SelectOption<Value>[] => values.map((value) => ({ value, text: textOf(value) }));

/** How the trigger is named: its own text, or a FormField's wiring. */
export type ChoiceLabel =
  { label: string; fieldControl?: never } | { fieldControl: FieldControlProps; label?: never };

type ChoiceSelectProps<Value extends string> = ChoiceLabel & {
  /** The chosen value; '' while nothing is chosen (the placeholder shows). */
  value: Value | '';
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Why the choice cannot be changed here (the role may only look): shown disabled, this its tooltip. */
  readOnlyReason?: string | null;
  placeholder?: string;
  /** Classes of the trigger, e.g. its width. */
  className?: string;
  /** Data attributes of the trigger, e.g. the catalogue operation a change makes. */
  triggerData?: Record<`data-${string}`, string | undefined>;
};

/** The back office's one plain choice among fixed options: the ui Select with its trigger and items. */
export function ChoiceSelect<Value extends string>({
  value,
  options,
  onChange,
  onBlur,
  disabled,
  readOnlyReason,
  placeholder,
  className,
  label,
  fieldControl,
  triggerData,
}: ChoiceSelectProps<Value>) {
  return (
    <Select
      value={value}
      disabled={disabled || Boolean(readOnlyReason)}
      onValueChange={(option) => onChange(option as Value)}
    >
      <SelectTrigger
        {...fieldControl}
        {...triggerData}
        title={readOnlyReason ?? undefined}
        aria-label={label}
        onBlur={onBlur}
        className={className}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
