import {
  inventoryItemCreateBody,
  TRANSPORT_TYPES,
  VOLUME_TYPES,
  type InventoryItemCreateBody,
} from '@silkway/contracts';
import { FormField, Input, NumberInput, Textarea } from '@silkway/ui';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import {
  FormActions,
  SelectField,
  choices,
  useSchemaForm,
  type RecordFormProps,
} from '../../admin-forms/index.js';
import type { StockFormValues } from './stock-form-values.js';
import { previewStockLineTotal } from './stock-line-total.js';
import { measureFieldTextKey, transportTextKey, unitTextKey } from './stock-texts.js';

/** What the form gives: every field of a stock line; the warehouse comes from the page. */
export type StockFormBody = Omit<InventoryItemCreateBody, 'warehouseId'>;
const stockFormBody = inventoryItemCreateBody.omit({ warehouseId: true });

/**
 * product.md §3's inventory item fields, checked by the contracts' schema: code and name required (the
 * button waits for both), whole quantity, price with 2 decimals, the per-unit measure with 3, and
 * the line total (price × measure × quantity) shown as it is typed.
 */
export function StockForm({
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<StockFormValues, StockFormBody>) {
  const { t, i18n } = useTranslation('admin-warehouses');
  const { register, control, handleSubmit, errors } = useSchemaForm<StockFormValues, StockFormBody>(
    stockFormBody,
    defaultValues,
  );
  const values = useWatch({ control }) as StockFormValues;
  const total = previewStockLineTotal(values);
  const missingCodeOrName = !values.code?.trim() || !values.name?.trim();

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('stockFields.code')} required error={errors.code?.message}>
        <Input {...register('code')} autoComplete="off" />
      </FormField>
      <FormField label={t('stockFields.name')} required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <FormField
        label={t('stockFields.description')}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <FormField
        label={t('stockFields.characteristics')}
        error={errors.characteristics?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={2} {...register('characteristics')} />
      </FormField>
      <FormField label={t('stockFields.quantity')} error={errors.quantity?.message}>
        <NumberInput kind="count" {...register('quantity')} />
      </FormField>
      <FormField label={t('stockFields.pricePerUnit')} error={errors.pricePerUnit?.message}>
        <NumberInput kind="money" {...register('pricePerUnit')} />
      </FormField>
      <SelectField
        control={control}
        name="volumeType"
        label={t('stockFields.volumeType')}
        error={errors.volumeType?.message}
        options={choices(VOLUME_TYPES, (volumeType) => t(unitTextKey(volumeType)))}
      />
      <FormField label={t(measureFieldTextKey(values.volumeType))} error={errors.volume?.message}>
        <NumberInput kind="measure" {...register('volume')} />
      </FormField>
      <FormField label={t('stockFields.deliveryPeriod')} error={errors.deliveryPeriod?.message}>
        <NumberInput kind="count" {...register('deliveryPeriod')} />
      </FormField>
      <SelectField
        control={control}
        name="transport"
        label={t('stockFields.transport')}
        error={errors.transport?.message}
        options={choices(TRANSPORT_TYPES, (transport) => t(transportTextKey(transport)))}
      />
      <p className="flex items-baseline justify-between gap-3 rounded-[var(--radius-control)] border border-neutral-200 bg-neutral-50 p-3 text-sm sm:col-span-2">
        <span className="text-neutral-600">{t('stockForm.total')}</span>
        <output
          aria-label={t('stockForm.total')}
          className="font-semibold tabular-nums text-navy-900"
        >
          {total === null ? '—' : formatMoney(total, 'USD', i18n.language)}
        </output>
      </p>
      <FormActions {...actions} className="sm:col-span-2" canSubmit={!missingCodeOrName} />
    </form>
  );
}
