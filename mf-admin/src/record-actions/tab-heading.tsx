import { Button } from '@silkway/ui';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';

interface TabHeadingProps {
  title: string;
  description: string;
  /** The tab's one main action (adding a record), when the role may take it. */
  action: ReactNode;
}

/** A tab's title and description, with its one main action: adding a record. */
export function TabHeading({ title, description, action }: TabHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="text-xl font-semibold text-navy-900">{title}</h2>
        <p className="text-sm text-neutral-600">{description}</p>
      </div>
      {action}
    </div>
  );
}

/** The add button of a tab's heading. */
export function TabAddButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <Button onClick={onAdd}>
      <Plus strokeWidth={2} aria-hidden />
      {label}
    </Button>
  );
}
