import { Button } from '@silkway/ui';
import { Plus } from 'lucide-react';

interface TabHeadingProps {
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
}

/** A tab's title and description, with its one main action: adding a record. */
export function TabHeading({ title, description, addLabel, onAdd }: TabHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="text-xl font-semibold text-navy-900">{title}</h2>
        <p className="text-sm text-neutral-600">{description}</p>
      </div>
      <Button onClick={onAdd}>
        <Plus strokeWidth={2} aria-hidden />
        {addLabel}
      </Button>
    </div>
  );
}
