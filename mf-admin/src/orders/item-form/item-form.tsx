import {
  itemCreateBody,
  permissionOfItemField,
  previewItemTotals,
  TRANSPORT_TYPES,
  VOLUME_TYPES,
  type ItemCreateBody,
  type TruckAnswer,
} from '@silkway/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { formatMoney } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import {
  Field,
  RecordForm,
  useSchemaForm,
  type RecordFormActions,
} from '../../admin-forms/index.js';
import { useAdminCan } from '../../auth/index.js';
import type { ItemFormBody } from '../data/order-mutations.js';
import { PhotoPicker } from '../item-photos/photo-picker.js';
import { transportTextKey, unitTextKey } from '../order-status/status-labels.js';
import {
  ITEM_FORM_PHOTO_LIMIT,
  itemFormBody,
  NO_TRUCK,
  PAYMENT_OPTIONS,
  type ItemFormMode,
  type ItemFormValues,
} from './item-form-values.js';
import { truckOptions } from '../../trucks/index.js';

interface ItemFormProps {
  mode: ItemFormMode;
  defaultValues: ItemFormValues;
  onSubmit: (body: ItemFormBody) => void;
  actions: RecordFormActions;
  /** The trucks an item may be loaded in: with them the form offers a truck selector. */
  trucks?: ReadonlyArray<Pick<TruckAnswer, 'id' | 'number'>>;
}

const TOTAL_FIELDS = [
  'totalPrice',
  'totalTransportCost',
  'totalAmount',
  'remainingAmount',
] as const;
const sectionTitle = 'text-sm font-semibold uppercase tracking-wide text-neutral-600 sm:col-span-2';

/**
 * The add-item and edit-item form with product.md §5's rules, validated by the contracts' item schema:
 * code and name required (submit disabled while either is empty), whole quantity ≥ 1 (blank → 1),
 * weight for kg and volume for m³ with 3 decimals, prices with 2, and the auto-calculation toggle.
 */
export function ItemForm({ mode, defaultValues, onSubmit, actions, trucks }: ItemFormProps) {
  const { t, i18n } = useTranslation('admin-orders');
  const can = useAdminCan();
  const may = (field: string) => can(permissionOfItemField(field));
  const form = useSchemaForm<ItemFormValues, ItemCreateBody>(
    itemCreateBody,
    defaultValues,
    (field) => t(`fields.${field}`),
  );
  const { register, control, errors } = form;
  const values = useWatch({ control }) as ItemFormValues;
  const preview = previewItemTotals(values);
  const missingCodeOrName = !values.code?.trim() || !values.name?.trim();
  const measureField = values.volumeType === 'kg' ? 'weight' : 'volume';
  const unit = t(unitTextKey(values.volumeType));
  const partlyPaid = values.paymentStatus === 'prepaid' || values.paymentStatus === 'partial';
  const typedTotals = values.autoCalculate
    ? partlyPaid
      ? (['remainingAmount'] as const)
      : []
    : TOTAL_FIELDS;

  return (
    <RecordForm
      form={form}
      onSubmit={(parsed) => onSubmit(itemFormBody(parsed))}
      actions={actions}
      canSubmit={!missingCodeOrName}
    >
      <h3 className={sectionTitle}>{t('itemForm.goodsSection')}</h3>
      {/* Each group is read-only to a role without its permission (the server refuses it too). */}
      <fieldset disabled={!may('pricePerUnit')} className="contents">
        <Field.Text form={form} name="code" required autoComplete="off" />
        <Field.Text form={form} name="name" required autoComplete="off" />
        <Field.Number form={form} name="quantity" kind="count" min={1} />
        <Field.Select
          form={form}
          name="volumeType"
          options={VOLUME_TYPES}
          textOf={(volumeType) => t(unitTextKey(volumeType))}
        />
        <Field.Number key={measureField} form={form} name={measureField} kind="measure" />
        <Field.Number form={form} name="pricePerUnit" kind="money" />
        <Field.Number
          form={form}
          name="transportPrice"
          label={`${t('fields.transportPrice')} (${unit})`}
          kind="money"
        />
        <Field.Select
          form={form}
          name="transport"
          options={TRANSPORT_TYPES}
          textOf={(transport) => t(transportTextKey(transport))}
        />
      </fieldset>
      {trucks && (
        <fieldset disabled={!may('truckId')} className="contents">
          <Field.Select
            form={form}
            name="truckId"
            options={[{ value: NO_TRUCK, text: t('item.notSet') }, ...truckOptions(trucks)]}
          />
        </fieldset>
      )}
      <fieldset disabled={!may('paymentStatus')} className="contents">
        <Field.Select
          form={form}
          name="paymentStatus"
          options={PAYMENT_OPTIONS.map((option) => ({
            value: option.value,
            text: t(option.textKey),
          }))}
        />
      </fieldset>
      <fieldset disabled={!may('totalPrice')} className="contents">
        <div className="flex flex-col gap-3 rounded-[var(--radius-control)] border border-neutral-200 bg-neutral-50 p-3 sm:col-span-2">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-signal-600"
              {...register('autoCalculate')}
            />
            <span>
              <span className="block text-sm font-medium text-neutral-900">
                {t('itemForm.autoCalculate')}
              </span>
              <span className="block text-xs text-neutral-600">
                {t('itemForm.autoCalculateHint')}
              </span>
            </span>
          </label>
          {values.autoCalculate && (
            <dl
              aria-label={t('itemForm.preview')}
              className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4"
            >
              {preview === null ? (
                <p className="col-span-full text-neutral-600">{t('itemForm.previewInvalid')}</p>
              ) : (
                TOTAL_FIELDS.map((field) => (
                  <div key={field}>
                    <dt className="text-xs text-neutral-600">{t(`fields.${field}`)}</dt>
                    <dd className="font-semibold tabular-nums text-navy-900">
                      {formatMoney(preview[field], 'USD', i18n.language)}
                    </dd>
                  </div>
                ))
              )}
            </dl>
          )}
          {typedTotals.length > 0 && (
            <div className="grid gap-3 sm:grid-cols-2">
              {typedTotals.map((field) => (
                <Field.Number key={field} form={form} name={field} kind="money" />
              ))}
            </div>
          )}
        </div>

        <h3 className={sectionTitle}>{t('item.delivery')}</h3>
        <Field.Text form={form} name="destination" />
        <Field.Number form={form} name="deliveryPeriod" kind="count" />
        <Field.Text form={form} name="shipmentDate" type="date" />
        <Field.Text form={form} name="expectedDeliveryDate" type="date" />
        <Field.TextArea form={form} name="characteristics" rows={2} />
        <Field.TextArea form={form} name="description" rows={2} />
        <Field.TextArea form={form} name="comments" wide rows={2} />
      </fieldset>

      <fieldset disabled={!may('photos')} className="flex flex-col gap-1.5 sm:col-span-2">
        <span className="text-sm font-medium text-neutral-800">
          {t('itemForm.photos', { count: ITEM_FORM_PHOTO_LIMIT[mode] })}
        </span>
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <PhotoPicker
              photos={field.value}
              onChange={field.onChange}
              limit={ITEM_FORM_PHOTO_LIMIT[mode]}
              itemCode={values.code ?? ''}
            />
          )}
        />
        {errors.photos?.message && <p className="text-sm text-danger">{errors.photos.message}</p>}
      </fieldset>
    </RecordForm>
  );
}
