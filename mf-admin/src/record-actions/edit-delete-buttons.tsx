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
  if (!mayCall(calls.edit) && !mayCall(calls.delete)) return null;
  return (
    <div className={cn('flex justify-end gap-1', className)}>
      {mayCall(calls.edit) && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={editLabel}
          {...operation(calls.edit)}
        >
          <Pencil strokeWidth={2} aria-hidden />
        </Button>
      )}
      {mayCall(calls.delete) && (
        <Button
          variant="ghostDestructive"
          size="sm"
          onClick={onDelete}
          aria-label={deleteLabel}
          {...operation(calls.delete)}
        >
          <Trash2 strokeWidth={2} aria-hidden />
        </Button>
      )}
    </div>
  );
}
