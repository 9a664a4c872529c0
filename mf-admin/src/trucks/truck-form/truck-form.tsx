import { TRUCK_STATUSES, truckCreateBody, type TruckCreateBody } from '@silkway/contracts';
import { FormField, Input, NumberInput } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { SelectField, choices, useSchemaForm, FormActions } from '../../admin-forms/index.js';
import type { RecordFormProps } from '../../admin-forms/index.js';
import type { TruckFormValues } from './truck-form-values.js';

/** Number (required), capacity in m³ (step 0.001) and status Свободен or В пути, checked by the contracts' schema. */
export function TruckForm({
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<TruckFormValues, TruckCreateBody>) {
  const { t } = useTranslation('admin-trucks');
  const { register, control, handleSubmit, errors } = useSchemaForm<
    TruckFormValues,
    TruckCreateBody
  >(truckCreateBody, defaultValues);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('truckForm.number')}
        required
        error={errors.number?.message}
        className="sm:col-span-2"
      >
        <Input {...register('number')} autoComplete="off" />
      </FormField>
      <FormField label={t('truckForm.capacity')} error={errors.capacity?.message}>
        <NumberInput kind="measure" {...register('capacity')} />
      </FormField>
      <SelectField
        control={control}
        name="status"
        label={t('truckForm.status')}
        error={errors.status?.message}
        options={choices(TRUCK_STATUSES, (status) => t(`status.${status}`))}
      />
      <FormActions {...actions} className="sm:col-span-2" />
    </form>
  );
}
