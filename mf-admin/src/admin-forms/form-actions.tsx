import { Button, DialogFooter } from '@silkway/ui';

export interface FormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  /** What the submit button reads when idle ('Создать', 'Сохранить'…). */
  submitLabel: string;
  /** What it reads while the server saves. */
  pendingLabel: string;
  pending: boolean;
  /** False while a required field is empty: the button waits for it. */
  canSubmit?: boolean;
  /** Cancel is refused while saving, so the dialog stays until the server answers. */
  holdCancelWhilePending?: boolean;
  className?: string;
}

/** A form's Cancel and submit buttons; submit is disabled and says so while the server saves. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  canSubmit = true,
  holdCancelWhilePending = false,
  className,
}: FormActionsProps) {
  return (
    <DialogFooter className={className}>
      <Button variant="secondary" onClick={onCancel} disabled={holdCancelWhilePending && pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending || !canSubmit}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
