import type { ComponentPropsWithRef, ReactNode } from 'react';

/** A label and what it reads, e.g. ['Объём', '12 м³']. */
export type Fact = readonly [label: string, value: ReactNode];

interface FactListProps extends ComponentPropsWithRef<'dl'> {
  facts: readonly Fact[];
  /** The grid the facts lie in, e.g. `grid grid-cols-3 gap-x-3 gap-y-2 text-sm`. */
  className: string;
  /** What follows the facts inside the list (a fact laid out otherwise). */
  children?: ReactNode;
}

/** A card's or a page's facts: small labels over their values, figures in even widths. */
export function FactList({ facts, children, ...list }: FactListProps) {
  return (
    <dl {...list}>
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-neutral-600">{label}</dt>
          <dd className="break-words tabular-nums text-neutral-900">{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
