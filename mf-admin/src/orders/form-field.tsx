import { FieldError, Label } from '@silkway/ui';
import { cloneElement, useId, type ReactElement } from 'react';

interface FormFieldProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  className?: string;
  /** The control; it receives the id, `aria-invalid` and `aria-describedby` that tie it to the label and error. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled control of the order and item forms, with its validation message announced. */
export function FormField({ label, required = false, error, className, children }: FormFieldProps) {
  const controlId = useId();
  const errorId = `${controlId}-error`;
  return (
    <div className={className ? `flex flex-col gap-1.5 ${className}` : 'flex flex-col gap-1.5'}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-signal-600">
            {' '}
            *
          </span>
        )}
      </Label>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
