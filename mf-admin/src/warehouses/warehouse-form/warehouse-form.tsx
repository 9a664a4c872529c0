import { warehouseCreateBody, type WarehouseCreateBody } from '@silkway/contracts';
import { FormField, Input, NumberInput, Textarea } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import type { WarehouseFormValues } from './warehouse-form-values.js';
import { FormActions, useSchemaForm, type RecordFormProps } from '../../admin-forms/index.js';

/**
 * The create and edit form with product.md §5's rules, checked by the contracts' schema: the city is
 * required (the server names the warehouse after it), capacity is optional and blank means 0. Every
 * field is sent, parsed: the same body creates a warehouse or replaces an edited one's fields.
 */
export function WarehouseForm({
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<WarehouseFormValues, WarehouseCreateBody>) {
  const { t } = useTranslation('admin-warehouses');
  const { register, handleSubmit, errors } = useSchemaForm<
    WarehouseFormValues,
    WarehouseCreateBody
  >(warehouseCreateBody, defaultValues);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('warehouseFields.location')} required error={errors.location?.message}>
        <Input {...register('location')} autoComplete="address-level2" />
      </FormField>
      <FormField label={t('warehouseFields.address')} error={errors.address?.message}>
        <Input {...register('address')} autoComplete="street-address" />
      </FormField>
      <FormField label={t('warehouseFields.manager')} error={errors.manager?.message}>
        <Input {...register('manager')} autoComplete="off" />
      </FormField>
      <FormField label={t('warehouseFields.phone')} error={errors.phone?.message}>
        <Input type="tel" {...register('phone')} autoComplete="off" />
      </FormField>
      <FormField label={t('warehouseFields.capacity')} error={errors.capacity?.message}>
        <NumberInput kind="measure" {...register('capacity')} />
      </FormField>
      <FormField
        label={t('warehouseFields.currentUtilization')}
        error={errors.currentUtilization?.message}
      >
        <NumberInput kind="measure" {...register('currentUtilization')} />
      </FormField>
      <FormField
        label={t('warehouseFields.comments')}
        error={errors.comments?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={3} {...register('comments')} />
      </FormField>
      <label className="flex items-start gap-3 rounded-[var(--radius-control)] border border-neutral-200 bg-neutral-50 p-3 sm:col-span-2">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-signal-600"
          {...register('isActive')}
        />
        <span>
          <span className="block text-sm font-medium text-neutral-900">
            {t('warehouseFields.isActive')}
          </span>
          <span className="block text-xs text-neutral-600">
            {t('warehouseFields.isActiveHint')}
          </span>
        </span>
      </label>
      <FormActions {...actions} className="sm:col-span-2" />
    </form>
  );
}
