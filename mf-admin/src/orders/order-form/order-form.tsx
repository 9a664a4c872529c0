import {
  DEFAULT_ITEM_DESTINATION,
  orderCreateBody,
  orderUpdateBody,
  type OrderUpdateBody,
  type OrderWithItemsAnswer,
} from '@silkway/contracts';
import { FormField, Input, Textarea } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import {
  FormActions,
  SelectField,
  useSchemaForm,
  type RecordFormProps,
} from '../../admin-forms/index.js';
import { useCounterpartyOptions } from '../data/order-queries.js';

/** The order form as typed: text inputs; the contracts' schemas turn blanks into null. */
export interface OrderFormValues {
  name: string;
  code: string;
  comments: string;
  /** 'none' = no counterparty (product.md §5). */
  counterpartyId: string;
  destination: string;
  expectedDelivery: string;
}

const NO_COUNTERPARTY = 'none';

export function orderFormValues(order?: OrderWithItemsAnswer): OrderFormValues {
  return {
    name: order?.name ?? '',
    code: order?.code ?? '',
    comments: order?.comments ?? '',
    counterpartyId: order?.counterpartyId ? String(order.counterpartyId) : NO_COUNTERPARTY,
    // A new order goes to the usual destination (product.md §9) unless the admin clears it.
    destination: order ? (order.destination ?? '') : DEFAULT_ITEM_DESTINATION,
    expectedDelivery: order?.expectedDelivery ?? '',
  };
}

/** product.md §5 order creation and editing (name required): one form, two schemas from contracts. */
export function OrderForm({
  mode,
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<OrderFormValues, OrderUpdateBody>) {
  const { t } = useTranslation('admin-orders');
  const counterparties = useCounterpartyOptions(true);
  // Both schemas read these text fields; the create schema's answer is a complete update body.
  const { register, control, handleSubmit, errors } = useSchemaForm<
    OrderFormValues,
    OrderUpdateBody
  >(mode === 'create' ? orderCreateBody : orderUpdateBody, defaultValues);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('orderForm.name')}
        required
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <FormField label={t('orderForm.code')} error={errors.code?.message}>
        <Input {...register('code')} autoComplete="off" />
      </FormField>
      <SelectField
        control={control}
        name="counterpartyId"
        label={t('orderForm.counterparty')}
        error={errors.counterpartyId?.message}
        options={[
          { value: NO_COUNTERPARTY, text: t('orderForm.noCounterparty') },
          ...(counterparties.data ?? []).map((counterparty) => ({
            value: String(counterparty.id),
            text: counterparty.company
              ? `${counterparty.name} · ${counterparty.company}`
              : counterparty.name,
          })),
        ]}
      />
      <FormField label={t('orderForm.destination')} error={errors.destination?.message}>
        <Input {...register('destination')} autoComplete="off" />
      </FormField>
      <FormField label={t('orderForm.expectedDelivery')} error={errors.expectedDelivery?.message}>
        <Input type="date" {...register('expectedDelivery')} />
      </FormField>
      <FormField
        label={t('orderForm.comments')}
        error={errors.comments?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={3} {...register('comments')} />
      </FormField>
      <FormActions {...actions} className="sm:col-span-2" />
    </form>
  );
}
