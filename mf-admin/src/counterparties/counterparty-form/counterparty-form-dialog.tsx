import {
  COUNTERPARTY_TYPES,
  counterpartyCreateBody,
  counterpartyUpdateBody,
  type CounterpartyAnswer,
  type CounterpartyCreateBody,
} from '@silkway/contracts';
import { FormField, Input, NumberInput, Textarea } from '@silkway/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@silkway/i18n/react';
import {
  FormSelect,
  schemaResolver,
  FormDialogFrame,
  FormActions,
} from '../../admin-forms/index.js';
import { useCreateCounterparty, useUpdateCounterparty } from '../data/counterparty-mutations.js';
import {
  counterpartyFormValues,
  withoutEmptyFields,
  type CounterpartyFormValues,
} from './counterparty-form-values.js';

type CounterpartyFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void } & (
  { mode: 'create' } | { mode: 'edit'; counterparty: CounterpartyAnswer }
);

/** Create (product.md §5: name required, client and 0 by default) or edit a counterparty; closes once the server has saved it. */
export function CounterpartyFormDialog(props: CounterpartyFormDialogProps) {
  const { t } = useTranslation('admin-counterparties');
  const edited = props.mode === 'edit' ? props.counterparty : undefined;
  const createCounterparty = useCreateCounterparty();
  const updateCounterparty = useUpdateCounterparty(edited?.id ?? 0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CounterpartyFormValues, unknown, CounterpartyCreateBody>({
    // Both schemas read these fields; with every field present the update schema answers a complete body.
    resolver: schemaResolver<CounterpartyFormValues, CounterpartyCreateBody>(
      props.mode === 'create' ? counterpartyCreateBody : counterpartyUpdateBody,
    ),
    defaultValues: counterpartyFormValues(edited),
  });

  useEffect(() => {
    if (props.open) reset(counterpartyFormValues(edited));
  }, [props.open, edited, reset]);

  const close = () => props.onOpenChange(false);
  const pending = createCounterparty.isPending || updateCounterparty.isPending;
  const submit = handleSubmit((body) => {
    // An edit sends every field, so one emptied by the administrator is cleared on the server.
    if (props.mode === 'create')
      createCounterparty.mutate(withoutEmptyFields(body), { onSuccess: close });
    else updateCounterparty.mutate(body, { onSuccess: close });
  });

  const textFields = [
    ['company', 'form.company', 'organization'],
    ['email', 'form.email', 'email'],
    ['phone', 'form.phone', 'tel'],
    ['taxId', 'form.taxId', 'off'],
  ] as const;

  return (
    <FormDialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-2xl"
      title={props.mode === 'create' ? t('form.createTitle') : t('form.editTitle')}
      description={
        props.mode === 'create' ? t('form.createDescription') : t('form.editDescription')
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
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
        <FormField label={t('form.type')} error={errors.type?.message}>
          {(fieldControl) => (
            <FormSelect
              control={control}
              name="type"
              options={COUNTERPARTY_TYPES.map((type) => ({ value: type, text: t(`type.${type}`) }))}
              fieldControl={fieldControl}
            />
          )}
        </FormField>
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
        <FormActions
          className="sm:col-span-2"
          cancelLabel={t('form.cancel')}
          onCancel={close}
          submitLabel={props.mode === 'create' ? t('form.create') : t('form.save')}
          pendingLabel={t('form.saving')}
          pending={pending}
        />
      </form>
    </FormDialogFrame>
  );
}
