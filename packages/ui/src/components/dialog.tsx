import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../class-names.js';
import { Button } from './button.js';
import { CloseCross } from './close-cross.js';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

function DialogOverlay({
  className,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-navy-950/50 data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

export type DialogContentProps = ComponentPropsWithRef<typeof DialogPrimitive.Content> & {
  /** Accessible name of the corner close button (texts live in @silkway/i18n, not here). */
  closeLabel: string;
};

/** The overlay and a panel placed by `placement`, with its corner close button: a dialog's or a sheet's. */
function OverlaidPanel({
  placement,
  className,
  children,
  closeLabel,
  ...props
}: DialogContentProps & { placement: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(placement, className)} {...props}>
        {children}
        <DialogPrimitive.Close asChild>
          <CloseCross label={closeLabel} look="dialog" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A centred dialog; with `fillsPhoneScreen` it takes the whole screen of a phone (a record's panels). */
export function DialogContent({
  fillsPhoneScreen = false,
  className,
  ...props
}: DialogContentProps & { fillsPhoneScreen?: boolean }) {
  return (
    <OverlaidPanel
      placement="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-dialog)] data-[state=open]:animate-dialog-in"
      className={cn(
        fillsPhoneScreen &&
          'max-sm:h-dvh max-sm:max-h-dvh max-sm:w-screen max-sm:content-start max-sm:rounded-none',
        className,
      )}
      {...props}
    />
  );
}

/** A panel sliding in from the right edge: the mobile side menu. */
export function SheetContent(props: DialogContentProps) {
  return (
    <OverlaidPanel
      placement="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto bg-white p-6 shadow-[var(--shadow-dialog)] data-[state=open]:animate-sheet-in"
      {...props}
    />
  );
}

export function DialogHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({
  className,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold text-navy-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-neutral-600', className)} {...props} />
  );
}

export type TitledDialogProps = Omit<DialogContentProps, 'title'> & {
  open?: boolean;
  /** It takes the whole screen of a phone (a record's panels). */
  fillsPhoneScreen?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The line under the title saying what the dialog is about. */
  description: ReactNode;
};

/** A dialog with its title and the line saying what it is about, then its body (a form, a list, buttons). */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  ...content
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  /** Disables both buttons while the destructive action runs. */
  pending?: boolean;
  /** The action would be refused (the description says why): only cancelling is offered. */
  confirmDisabled?: boolean;
}

/** product.md §5 and docs/design.md: every destructive action asks first, and its button is red. */
export function ConfirmDialog({
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  confirmDisabled = false,
  ...dialog
}: ConfirmDialogProps) {
  return (
    <TitledDialog {...dialog} role="alertdialog" className="max-w-md">
      <DialogFooter>
        <Button variant="secondary" disabled={pending} onClick={() => dialog.onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button variant="destructive" disabled={pending || confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
