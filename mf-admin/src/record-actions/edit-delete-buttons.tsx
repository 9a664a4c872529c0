import { Button, cn } from '@silkway/ui';
import type { ApiCall } from '@silkway/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { operation, useMayCall } from '../auth/index.js';

interface EditDeleteButtonsProps {
  /** Accessible names that say which record, e.g. "Изменить трак 01 TJ 777 AA". */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  /** Opens the confirmation; nothing is deleted by this click alone. */
  onDelete: () => void;
  /** The catalogue calls the two buttons lead to; a button whose call the role lacks is not shown. */
  calls: { edit: ApiCall; delete: ApiCall };
  className?: string;
}

/** The quiet pencil and bin of a card or table row. */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  calls,
  className,
}: EditDeleteButtonsProps) {
  const mayCall = useMayCall();
  const buttons = [
    { variant: 'ghost', call: calls.edit, onClick: onEdit, label: editLabel, Icon: Pencil },
    {
      variant: 'ghostDestructive',
      call: calls.delete,
      onClick: onDelete,
      label: deleteLabel,
      Icon: Trash2,
    },
  ] as const;
  const allowed = buttons.filter((button) => mayCall(button.call));
  if (allowed.length === 0) return null;
  return (
    <div className={cn('flex justify-end gap-1', className)}>
      {allowed.map(({ variant, call, onClick, label, Icon }) => (
        <Button
          key={variant}
          variant={variant}
          size="sm"
          onClick={onClick}
          aria-label={label}
          {...operation(call)}
        >
          <Icon strokeWidth={2} aria-hidden />
        </Button>
      ))}
    </div>
  );
}
