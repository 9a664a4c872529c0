import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../class-names.js';
import { FieldError, Label } from './form-controls.js';

/** What ties a control to its label and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  /** A fixed id when something outside the form needs to reach the control. */
  id?: string;
  required?: boolean;
  error?: string | undefined;
  className?: string;
  /**
   * The control; it receives the id, `aria-invalid` and `aria-describedby` that tie it to the label
   * and error. A control wrapped in something else (a form library's Controller) takes them from a
   * render function instead.
   */
  children:
    | ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>
    | ((control: FieldControlProps) => ReactNode);
}

/** The star after the label of a field that must be filled (screen readers are told by the field itself). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-signal-600">
      {' '}
      *
    </span>
  );
}

/** A labelled form control with its validation message announced to screen readers. */
export function FormField({
  label,
  id,
  required = false,
  error,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {typeof children === 'function' ? children(control) : cloneElement(children, control)}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
