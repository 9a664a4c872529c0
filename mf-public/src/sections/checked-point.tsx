import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** A point of a list with a green tick: a service's benefits, what follows a quote request. */
export function CheckedPoint({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-done-fg" />
      {children}
    </li>
  );
}
