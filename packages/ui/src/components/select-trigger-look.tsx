import { ChevronDown } from 'lucide-react';

// Apart from select.tsx, so a stand-in drawn before the select's code has loaded does not bring Radix along.

/** The look of a select's trigger. */
export const selectTriggerClassName =
  'flex h-10 w-full items-center justify-between gap-2 rounded-[var(--radius-control)] border border-neutral-300 bg-white px-3 text-left text-base text-neutral-900 focus-visible:border-navy-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-200 disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-neutral-500 [&>span]:truncate';

export function SelectChevron() {
  return <ChevronDown className="size-4 shrink-0 text-neutral-500" strokeWidth={2} aria-hidden />;
}
