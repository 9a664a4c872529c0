import type { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@silkway/i18n/react';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { FormActions } from './form-actions.js';
import { WIDE_FIELD } from './form-fields.js';
import type { RecordFormActions, RecordFormProps } from './record-form-dialog.js';
import { useSchemaForm } from './schema-resolver.js';

interface RecordFormLayoutProps<Values extends FieldValues, Body> {
  form: { handleSubmit: UseFormHandleSubmit<Values, Body> };
  onSubmit: (body: Body) => void;
  actions: RecordFormActions;
  /** A short form stacks its fields; a longer one sets them in two columns from small screens up. */
  columns?: 1 | 2;
  /** False while a required field is empty: the submit button waits for it. */
  canSubmit?: boolean;
  children: ReactNode;
}

/** A record's form in its dialog: checked by its schema when sent, its fields, then Cancel and submit. */
export function RecordForm<Values extends FieldValues, Body>({
  form,
  onSubmit,
  actions,
  columns = 2,
  canSubmit,
  children,
}: RecordFormLayoutProps<Values, Body>) {
  const twoColumns = columns === 2;
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className={twoColumns ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}
    >
      {children}
      <FormActions
        {...actions}
        canSubmit={canSubmit}
        className={twoColumns ? WIDE_FIELD : undefined}
      />
    </form>
  );
}

/**
 * A record form's form, checked by its contracts schema (the body its dialog sends is what the schema
 * parses the typed values into), each field labelled `<labels>.<field>` of the namespace, whose `t` it
 * gives too.
 */
export function useRecordForm<Values extends FieldValues, Body>(
  schema: Parameters<typeof zodResolver>[0],
  { defaultValues }: Pick<RecordFormProps<Values, Body>, 'defaultValues' | 'onSubmit'>,
  namespace: string,
  labels: string,
) {
  const { t, i18n } = useTranslation(namespace);
  const labelOf = (field: string): string => t(`${labels}.${field}`);
  const form = useSchemaForm<Values, Body>(schema, defaultValues as DefaultValues<Values>, labelOf);
  return { form, t, i18n };
}
