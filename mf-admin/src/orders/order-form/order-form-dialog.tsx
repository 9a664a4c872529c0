import {
  DEFAULT_ITEM_DESTINATION,
  orderCreateBody,
  orderUpdateBody,
  type OrderUpdateBody,
  type OrderWithItemsAnswer,
} from '@silkway/contracts';
import { FormField, Input, Textarea } from '@silkway/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@silkway/i18n/react';
import {
  FormSelect,
  schemaResolver,
  FormDialogFrame,
  FormActions,
} from '../../admin-forms/index.js';
import { useCreateOrder, useUpdateOrder } from '../data/order-mutations.js';
import { useCounterpartyOptions } from '../data/order-queries.js';

/** The order form as typed: text inputs; the contracts' schemas turn blanks into null. */
interface OrderFormValues {
  name: string;
  code: string;
  comments: string;
  /** 'none' = no counterparty (product.md §5). */
  counterpartyId: string;
  destination: string;
  expectedDelivery: string;
}

const NO_COUNTERPARTY = 'none';

function formValues(order?: OrderWithItemsAnswer): OrderFormValues {
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

type OrderFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void } & (
  | { mode: 'create'; onCreated: (orderId: number) => void }
  | { mode: 'edit'; order: OrderWithItemsAnswer }
);

/** 'Add order' (product.md §5 order creation) and 'Edit order' (name required): one form, two schemas from contracts. */
export function OrderFormDialog(props: OrderFormDialogProps) {
  const { t } = useTranslation('admin-orders');
  const editedOrder = props.mode === 'edit' ? props.order : undefined;
  const createOrder = useCreateOrder();
  const updateOrder = useUpdateOrder(editedOrder?.id ?? 0);
  const counterparties = useCounterpartyOptions(props.open);
  const schema = props.mode === 'create' ? orderCreateBody : orderUpdateBody;
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OrderFormValues, unknown, OrderUpdateBody>({
    // Both schemas read these text fields; the create schema's answer is a complete update body.
    resolver: schemaResolver<OrderFormValues, OrderUpdateBody>(schema),
    defaultValues: formValues(editedOrder),
  });

  useEffect(() => {
    if (props.open) reset(formValues(editedOrder));
  }, [props.open, editedOrder, reset]);

  const pending = createOrder.isPending || updateOrder.isPending;
  const submit = handleSubmit(async (body) => {
    if (props.mode === 'create') {
      const created = await createOrder.mutateAsync(body).catch(() => null);
      if (!created) return;
      props.onOpenChange(false);
      props.onCreated(created.id);
    } else {
      const saved = await updateOrder.mutateAsync(body).then(
        () => true,
        () => false,
      );
      if (saved) props.onOpenChange(false);
    }
  });

  return (
    <FormDialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-xl"
      title={props.mode === 'create' ? t('orderForm.createTitle') : t('orderForm.editTitle')}
      description={
        props.mode === 'create' ? t('orderForm.createDescription') : t('orderForm.editDescription')
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
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
        <FormField label={t('orderForm.counterparty')} error={errors.counterpartyId?.message}>
          {(fieldControl) => (
            <FormSelect
              control={control}
              name="counterpartyId"
              options={[
                { value: NO_COUNTERPARTY, text: t('orderForm.noCounterparty') },
                ...(counterparties.data ?? []).map((counterparty) => ({
                  value: String(counterparty.id),
                  text: counterparty.company
                    ? `${counterparty.name} · ${counterparty.company}`
                    : counterparty.name,
                })),
              ]}
              fieldControl={fieldControl}
            />
          )}
        </FormField>
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
        <FormActions
          className="sm:col-span-2"
          cancelLabel={t('orderForm.cancel')}
          onCancel={() => props.onOpenChange(false)}
          submitLabel={props.mode === 'create' ? t('orderForm.create') : t('orderForm.save')}
          pendingLabel={t('orderForm.saving')}
          pending={pending}
        />
      </form>
    </FormDialogFrame>
  );
}
