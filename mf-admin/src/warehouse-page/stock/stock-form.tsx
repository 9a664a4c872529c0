import {
  inventoryItemCreateBody,
  TRANSPORT_TYPES,
  VOLUME_TYPES,
  type InventoryItemCreateBody,
} from '@silkway/contracts';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@silkway/i18n';
import { Field, RecordForm, useRecordForm, type RecordFormProps } from '../../admin-forms/index.js';
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
export function StockForm(props: RecordFormProps<StockFormValues, StockFormBody>) {
  const { form, t, i18n } = useRecordForm(stockFormBody, props, 'admin-warehouses', 'stockFields');
  const values = useWatch({ control: form.control }) as StockFormValues;
  const total = previewStockLineTotal(values);
  const missingCodeOrName = !values.code?.trim() || !values.name?.trim();

  return (
    <RecordForm form={form} {...props} canSubmit={!missingCodeOrName}>
      <Field.Text form={form} name="code" required autoComplete="off" />
      <Field.Text form={form} name="name" required autoComplete="off" />
      <Field.TextArea form={form} name="description" wide rows={2} />
      <Field.TextArea form={form} name="characteristics" wide rows={2} />
      <Field.Number form={form} name="quantity" kind="count" />
      <Field.Number form={form} name="pricePerUnit" kind="money" />
      <Field.Select
        form={form}
        name="volumeType"
        options={VOLUME_TYPES}
        textOf={(volumeType) => t(unitTextKey(volumeType))}
      />
      <Field.Number
        form={form}
        name="volume"
        label={t(measureFieldTextKey(values.volumeType))}
        kind="measure"
      />
      <Field.Number form={form} name="deliveryPeriod" kind="count" />
      <Field.Select
        form={form}
        name="transport"
        options={TRANSPORT_TYPES}
        textOf={(transport) => t(transportTextKey(transport))}
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
    </RecordForm>
  );
}
