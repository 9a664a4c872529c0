import { warehouseCreateBody, type WarehouseCreateBody } from '@silkway/contracts';
import type { WarehouseFormValues } from './warehouse-form-values.js';
import { Field, RecordForm, useRecordForm, type RecordFormProps } from '../../admin-forms/index.js';

/**
 * The create and edit form with product.md §5's rules, checked by the contracts' schema: the city is
 * required (the server names the warehouse after it), capacity is optional and blank means 0. Every
 * field is sent, parsed: the same body creates a warehouse or replaces an edited one's fields.
 */
export function WarehouseForm(props: RecordFormProps<WarehouseFormValues, WarehouseCreateBody>) {
  const { form, t } = useRecordForm(
    warehouseCreateBody,
    props,
    'admin-warehouses',
    'warehouseFields',
  );

  return (
    <RecordForm form={form} {...props}>
      <Field.Text form={form} name="location" required autoComplete="address-level2" />
      <Field.Text form={form} name="address" autoComplete="street-address" />
      <Field.Text form={form} name="manager" autoComplete="off" />
      <Field.Text form={form} name="phone" type="tel" autoComplete="off" />
      <Field.Number form={form} name="capacity" kind="measure" />
      <Field.Number form={form} name="currentUtilization" kind="measure" />
      <Field.TextArea form={form} name="comments" wide rows={3} />
      <label className="flex items-start gap-3 rounded-[var(--radius-control)] border border-neutral-200 bg-neutral-50 p-3 sm:col-span-2">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-signal-600"
          {...form.register('isActive')}
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
    </RecordForm>
  );
}
