import {
  DEFAULT_ITEM_DESTINATION,
  orderCreateBody,
  orderUpdateBody,
  type OrderUpdateBody,
  type OrderWithItemsAnswer,
} from '@silkway/contracts';
import { Field, RecordForm, useRecordForm, type RecordFormProps } from '../../admin-forms/index.js';
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
export function OrderForm(props: RecordFormProps<OrderFormValues, OrderUpdateBody>) {
  const counterparties = useCounterpartyOptions(true);
  // Both schemas read these text fields; the create schema's answer is a complete update body.
  const { form, t } = useRecordForm(
    props.mode === 'create' ? orderCreateBody : orderUpdateBody,
    props,
    'admin-orders',
    'orderForm',
  );

  return (
    <RecordForm form={form} {...props}>
      <Field.Text form={form} name="name" required wide autoComplete="off" />
      <Field.Text form={form} name="code" autoComplete="off" />
      <Field.Select
        form={form}
        name="counterpartyId"
        label={t('orderForm.counterparty')}
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
      <Field.Text form={form} name="destination" autoComplete="off" />
      <Field.Text form={form} name="expectedDelivery" type="date" />
      <Field.TextArea form={form} name="comments" wide rows={3} />
    </RecordForm>
  );
}
