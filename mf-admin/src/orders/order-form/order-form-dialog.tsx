import type { OrderWithItemsAnswer } from '@silkway/contracts';
import { recordFormDialog } from '../../admin-forms/index.js';
import { useCreateOrder, useUpdateOrder } from '../data/order-mutations.js';
import { OrderForm, orderFormValues } from './order-form.js';

/** 'Add order' and 'Edit order'; a new order opens once created (onSaved). */
export const OrderRecordDialog = recordFormDialog({
  namespace: 'admin-orders',
  texts: 'orderForm',
  describesEachMode: true,
  width: 'max-w-xl',
  Form: OrderForm,
  newValues: () => orderFormValues(),
  valuesOf: (order: OrderWithItemsAnswer) => orderFormValues(order),
  useCreate: useCreateOrder,
  useUpdate: useUpdateOrder,
  entity: 'order',
  requiredOnUpdate: ['name'],
});

type OrderFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void } & (
  | { mode: 'create'; onCreated: (orderId: number) => void }
  | { mode: 'edit'; order: OrderWithItemsAnswer }
);

/** The order dialog as the order overlay and the Orders tab open it: an edit names its `order`. */
export function OrderFormDialog(props: OrderFormDialogProps) {
  const { open, onOpenChange } = props;
  return props.mode === 'create' ? (
    <OrderRecordDialog
      mode="create"
      open={open}
      onOpenChange={onOpenChange}
      onSaved={(created) => props.onCreated(created.id)}
    />
  ) : (
    <OrderRecordDialog mode="edit" record={props.order} open={open} onOpenChange={onOpenChange} />
  );
}
