import {
  COUNTERPARTY_TYPES,
  counterpartyCreateBody,
  counterpartyUpdateBody,
  type CounterpartyCreateBody,
} from '@silkway/contracts';
import { Field, RecordForm, useRecordForm, type RecordFormProps } from '../../admin-forms/index.js';
import type { CounterpartyFormValues } from './counterparty-form-values.js';

const textFields = [
  ['company', 'organization'],
  ['email', 'email'],
  ['phone', 'tel'],
  ['taxId', 'off'],
] as const;

/** A counterparty's fields (product.md §5: name required, client and 0 by default), checked by the contracts' schemas. */
export function CounterpartyForm(
  props: RecordFormProps<CounterpartyFormValues, CounterpartyCreateBody>,
) {
  // Both schemas read these fields; with every field present the update schema answers a complete body.
  const { form, t } = useRecordForm(
    props.mode === 'create' ? counterpartyCreateBody : counterpartyUpdateBody,
    props,
    'admin-counterparties',
    'form',
  );

  return (
    <RecordForm form={form} {...props}>
      <Field.Text form={form} name="name" required wide autoComplete="off" />
      {textFields.map(([field, autoComplete]) => (
        <Field.Text
          key={field}
          form={form}
          name={field}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
        />
      ))}
      <Field.Select
        form={form}
        name="type"
        options={COUNTERPARTY_TYPES}
        textOf={(type) => t(`type.${type}`)}
      />
      <Field.Number form={form} name="creditLimit" kind="money" />
      <Field.Text form={form} name="address" wide autoComplete="street-address" />
      <Field.TextArea form={form} name="comments" wide rows={3} />
    </RecordForm>
  );
}
