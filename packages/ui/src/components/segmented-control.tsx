import { cn } from '../class-names.js';

export interface SegmentedControlProps<Value extends string> {
  /** What is chosen, read out for the group. */
  label: string;
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  textOf: (option: Value) => string;
  /**
   * The track's layout and colour. The options share a phone's width and fit their texts on a
   * wider screen; `grid grid-cols-2` makes them two even halves everywhere.
   */
  className?: string;
}

/** One of a few options, all in view on a track, the chosen one raised (a screen's mode, a list's filter). */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  textOf,
  className,
}: SegmentedControlProps<Value>) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn('flex gap-1 rounded-[var(--radius-control)] bg-neutral-100 p-1', className)}
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'min-h-10 min-w-0 flex-1 rounded-[calc(var(--radius-control)-2px)] px-2 text-sm leading-tight font-medium transition-colors sm:flex-none sm:px-3 sm:whitespace-nowrap',
            option === value
              ? 'bg-white text-navy-900 shadow-sm'
              : 'text-neutral-700 hover:text-navy-900',
          )}
        >
          {textOf(option)}
        </button>
      ))}
    </div>
  );
}
