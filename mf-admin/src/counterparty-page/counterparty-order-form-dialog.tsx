import {
  DEFAULT_ITEM_DESTINATION,
  orderCreateBody,
  type OrderCreateBody,
} from '@silkway/contracts';
import { useCreateOrder } from '../orders/index.js';
import {
  Field,
  RecordForm,
  recordFormDialog,
  savingAs,
  useRecordForm,
  type RecordFormProps,
} from '../admin-forms/index.js';

interface CounterpartyOrderFormValues {
  name: string;
  comments: string;
}

/** A name (required) and comments. */
function CounterpartyOrderForm(
  props: RecordFormProps<CounterpartyOrderFormValues, OrderCreateBody>,
) {
  const { form } = useRecordForm(orderCreateBody, props, 'admin-counterparties', 'orderForm');

  return (
    <RecordForm form={form} {...props} columns={1}>
      <Field.Text form={form} name="name" required autoComplete="off" />
      <Field.TextArea form={form} name="comments" rows={3} />
    </RecordForm>
  );
}

const emptyValues = (): CounterpartyOrderFormValues => ({ name: '', comments: '' });

interface OrderOwner {
  counterpartyId: number;
  counterpartyName: string;
}

/** The order belongs to this counterparty and, like the Orders tab's, goes to the usual destination (product.md §9). */
const useCreateCounterpartyOrder = ({ counterpartyId }: OrderOwner) =>
  savingAs(useCreateOrder(), ({ name, comments }: OrderCreateBody) => ({
    name,
    comments,
    counterpartyId,
    destination: DEFAULT_ITEM_DESTINATION,
  }));

/** product.md §5 "Counterparty order creation": opened with mode="create"; a new order is never edited here. */
export const CounterpartyOrderFormDialog = recordFormDialog({
  namespace: 'admin-counterparties',
  texts: 'orderForm',
  textValues: ({ counterpartyName }: OrderOwner) => ({ name: counterpartyName }),
  width: 'max-w-lg',
  submitText: 'create',
  Form: CounterpartyOrderForm,
  newValues: emptyValues,
  useCreate: useCreateCounterpartyOrder,
});
