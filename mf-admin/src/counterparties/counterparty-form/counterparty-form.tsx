import {
  COUNTERPARTY_TYPES,
  counterpartyCreateBody,
  counterpartyUpdateBody,
  type CounterpartyCreateBody,
} from '@silkway/contracts';
import { FormField, Input, NumberInput, Textarea } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import {
  FormActions,
  SelectField,
  choices,
  useSchemaForm,
  type RecordFormProps,
} from '../../admin-forms/index.js';
import type { CounterpartyFormValues } from './counterparty-form-values.js';

const textFields = [
  ['company', 'form.company', 'organization'],
  ['email', 'form.email', 'email'],
  ['phone', 'form.phone', 'tel'],
  ['taxId', 'form.taxId', 'off'],
] as const;

/** A counterparty's fields (product.md §5: name required, client and 0 by default), checked by the contracts' schemas. */
export function CounterpartyForm({
  mode,
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<CounterpartyFormValues, CounterpartyCreateBody>) {
  const { t } = useTranslation('admin-counterparties');
  // Both schemas read these fields; with every field present the update schema answers a complete body.
  const { register, control, handleSubmit, errors } = useSchemaForm<
    CounterpartyFormValues,
    CounterpartyCreateBody
  >(mode === 'create' ? counterpartyCreateBody : counterpartyUpdateBody, defaultValues);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('form.name')}
        required
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      {textFields.map(([field, label, autoComplete]) => (
        <FormField key={field} label={t(label)} error={errors[field]?.message}>
          <Input
            {...register(field)}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={autoComplete}
          />
        </FormField>
      ))}
      <SelectField
        control={control}
        name="type"
        label={t('form.type')}
        error={errors.type?.message}
        options={choices(COUNTERPARTY_TYPES, (type) => t(`type.${type}`))}
      />
      <FormField label={t('form.creditLimit')} error={errors.creditLimit?.message}>
        <NumberInput kind="money" {...register('creditLimit')} />
      </FormField>
      <FormField
        label={t('form.address')}
        error={errors.address?.message}
        className="sm:col-span-2"
      >
        <Input {...register('address')} autoComplete="street-address" />
      </FormField>
      <FormField
        label={t('form.comments')}
        error={errors.comments?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={3} {...register('comments')} />
      </FormField>
      <FormActions {...actions} className="sm:col-span-2" />
    </form>
  );
}
