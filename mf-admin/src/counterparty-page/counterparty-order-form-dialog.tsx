import {
  DEFAULT_ITEM_DESTINATION,
  orderCreateBody,
  type OrderCreateBody,
} from '@silkway/contracts';
import { FormField, Input, Textarea } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { useCreateOrder } from '../orders/index.js';
import {
  FormActions,
  recordFormDialog,
  savingAs,
  useSchemaForm,
  type RecordFormProps,
} from '../admin-forms/index.js';

interface CounterpartyOrderFormValues {
  name: string;
  comments: string;
}

/** A name (required) and comments. */
function CounterpartyOrderForm({
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<CounterpartyOrderFormValues, OrderCreateBody>) {
  const { t } = useTranslation('admin-counterparties');
  const { register, handleSubmit, errors } = useSchemaForm<
    CounterpartyOrderFormValues,
    OrderCreateBody
  >(orderCreateBody, defaultValues);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <FormField label={t('orderForm.name')} required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <FormField label={t('orderForm.comments')} error={errors.comments?.message}>
        <Textarea rows={3} {...register('comments')} />
      </FormField>
      <FormActions {...actions} />
    </form>
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
