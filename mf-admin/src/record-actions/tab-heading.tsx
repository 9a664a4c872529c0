import type { ApiCall } from '@silkway/contracts';
import { Button, type ButtonProps } from '@silkway/ui';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Allowed, operation } from '../auth/index.js';

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

/**
 * The button that adds a record, naming the catalogue call it leads to; offered only to a role that
 * may make that call.
 */
export function AddButton({
  label,
  onAdd,
  call,
  size,
}: {
  label: string;
  onAdd: () => void;
  call: ApiCall;
  size?: ButtonProps['size'];
}) {
  return (
    <Allowed call={call}>
      <Button size={size} onClick={onAdd} {...operation(call)}>
        <Plus strokeWidth={2} aria-hidden />
        {label}
      </Button>
    </Allowed>
  );
}
