import { useTranslation } from '@silkway/i18n/react';
import { FormField, Input, type FormFieldProps } from '@silkway/ui';
import type { ComponentPropsWithRef } from 'react';
import type { FieldError } from 'react-hook-form';
import { useFieldErrorText } from './field-error-text.js';

type VisitorFieldProps = Omit<FormFieldProps, 'error'> & { error: FieldError | undefined };

/** A field of the site's forms: its error (the page's check or the server's) in the page's language. */
export function VisitorField({ error, ...field }: VisitorFieldProps) {
  const fieldErrorText = useFieldErrorText();
  return <FormField {...field} error={fieldErrorText(error?.message)} />;
}

/** The visitor's phone, its example a number of the page's language (Tajik, or Chinese on the Chinese page). */
export function PhoneInput(props: ComponentPropsWithRef<'input'>) {
  const { t } = useTranslation('public');
  return <Input type="tel" autoComplete="tel" placeholder={t('phoneExample')} {...props} />;
}
