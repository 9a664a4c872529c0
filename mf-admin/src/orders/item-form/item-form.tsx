import {
  itemCreateBody,
  permissionOfItemField,
  previewItemTotals,
  TRANSPORT_TYPES,
  VOLUME_TYPES,
  type ItemCreateBody,
  type TruckAnswer,
} from '@silkway/contracts';
import { FormField, Input, NumberInput, Textarea } from '@silkway/ui';
import { Controller, useWatch } from 'react-hook-form';
import { formatMoney } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import {
  FormActions,
  SelectField,
  choices,
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
  const { register, control, handleSubmit, errors } = useSchemaForm<ItemFormValues, ItemCreateBody>(
    itemCreateBody,
    defaultValues,
  );
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
    <form
      onSubmit={handleSubmit((parsed) => onSubmit(itemFormBody(parsed)))}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <h3 className={sectionTitle}>{t('itemForm.goodsSection')}</h3>
      {/* Each group is read-only to a role without its permission (the server refuses it too). */}
      <fieldset disabled={!may('pricePerUnit')} className="contents">
        <FormField label={t('fields.code')} required error={errors.code?.message}>
          <Input {...register('code')} autoComplete="off" />
        </FormField>
        <FormField label={t('fields.name')} required error={errors.name?.message}>
          <Input {...register('name')} autoComplete="off" />
        </FormField>
        <FormField label={t('fields.quantity')} error={errors.quantity?.message}>
          <NumberInput kind="count" min={1} {...register('quantity')} />
        </FormField>
        <SelectField
          control={control}
          name="volumeType"
          label={t('fields.volumeType')}
          error={errors.volumeType?.message}
          options={choices(VOLUME_TYPES, (volumeType) => t(unitTextKey(volumeType)))}
        />
        <FormField
          key={measureField}
          label={t(`fields.${measureField}`)}
          error={errors[measureField]?.message}
        >
          <NumberInput kind="measure" {...register(measureField)} />
        </FormField>
        <FormField label={t('fields.pricePerUnit')} error={errors.pricePerUnit?.message}>
          <NumberInput kind="money" {...register('pricePerUnit')} />
        </FormField>
        <FormField
          label={`${t('fields.transportPrice')} (${unit})`}
          error={errors.transportPrice?.message}
        >
          <NumberInput kind="money" {...register('transportPrice')} />
        </FormField>
        <SelectField
          control={control}
          name="transport"
          label={t('fields.transport')}
          error={errors.transport?.message}
          options={choices(TRANSPORT_TYPES, (transport) => t(transportTextKey(transport)))}
        />
      </fieldset>
      {trucks && (
        <fieldset disabled={!may('truckId')} className="contents">
          <SelectField
            control={control}
            name="truckId"
            label={t('fields.truckId')}
            error={errors.truckId?.message}
            options={[
              { value: NO_TRUCK, text: t('item.notSet') },
              ...trucks.map((truck) => ({ value: String(truck.id), text: truck.number })),
            ]}
          />
        </fieldset>
      )}
      <fieldset disabled={!may('paymentStatus')} className="contents">
        <SelectField
          control={control}
          name="paymentStatus"
          label={t('fields.paymentStatus')}
          error={errors.paymentStatus?.message}
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
                <FormField key={field} label={t(`fields.${field}`)} error={errors[field]?.message}>
                  <NumberInput kind="money" {...register(field)} />
                </FormField>
              ))}
            </div>
          )}
        </div>

        <h3 className={sectionTitle}>{t('item.delivery')}</h3>
        <FormField label={t('fields.destination')} error={errors.destination?.message}>
          <Input {...register('destination')} />
        </FormField>
        <FormField label={t('fields.deliveryPeriod')} error={errors.deliveryPeriod?.message}>
          <NumberInput kind="count" {...register('deliveryPeriod')} />
        </FormField>
        <FormField label={t('fields.shipmentDate')} error={errors.shipmentDate?.message}>
          <Input type="date" {...register('shipmentDate')} />
        </FormField>
        <FormField
          label={t('fields.expectedDeliveryDate')}
          error={errors.expectedDeliveryDate?.message}
        >
          <Input type="date" {...register('expectedDeliveryDate')} />
        </FormField>
        <FormField label={t('fields.characteristics')} error={errors.characteristics?.message}>
          <Textarea rows={2} {...register('characteristics')} />
        </FormField>
        <FormField label={t('fields.description')} error={errors.description?.message}>
          <Textarea rows={2} {...register('description')} />
        </FormField>
        <FormField
          label={t('fields.comments')}
          error={errors.comments?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={2} {...register('comments')} />
        </FormField>
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

      <FormActions {...actions} className="sm:col-span-2" canSubmit={!missingCodeOrName} />
    </form>
  );
}
