import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@silkway/ui';
import type { ReactNode } from 'react';

interface FormDialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel: string;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's width, e.g. `max-w-lg`. */
  className: string;
  /** The form, with its own actions. */
  children: ReactNode;
}

/** The dialog every back-office form opens in: a title, a line saying what is edited, then the form. */
export function FormDialogFrame({
  open,
  onOpenChange,
  closeLabel,
  title,
  description,
  className,
  children,
}: FormDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={closeLabel} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
