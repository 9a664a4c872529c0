import { Button, cn } from '@silkway/ui';
import type { Permission } from '@silkway/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Allowed } from '../auth/index.js';

interface EditDeleteButtonsProps {
  /** Accessible names that say which record, e.g. "Изменить трак 01 TJ 777 AA". */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  /** Opens the confirmation; nothing is deleted by this click alone. */
  onDelete: () => void;
  /** What the role needs to change the record; without it neither button shows. */
  permission: Permission;
  className?: string;
}

/** The quiet pencil and bin of a card or table row. */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  permission,
  className,
}: EditDeleteButtonsProps) {
  return (
    <Allowed permission={permission}>
      <div className={cn('flex justify-end gap-1', className)}>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={editLabel}>
          <Pencil strokeWidth={2} aria-hidden />
        </Button>
        <Button variant="ghostDestructive" size="sm" onClick={onDelete} aria-label={deleteLabel}>
          <Trash2 strokeWidth={2} aria-hidden />
        </Button>
      </div>
    </Allowed>
  );
}
