import {
  DEFAULT_ITEM_DESTINATION,
  orderCreateBody,
  type OrderCreateBody,
} from '@silkway/contracts';
import { FormField, Input, Textarea } from '@silkway/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@silkway/i18n/react';
import { useCreateOrder } from '../orders/index.js';
import { schemaResolver, FormDialogFrame, FormActions } from '../admin-forms/index.js';

interface CounterpartyOrderFormValues {
  name: string;
  comments: string;
}

const emptyValues: CounterpartyOrderFormValues = { name: '', comments: '' };

interface CounterpartyOrderFormDialogProps {
  counterpartyId: number;
  counterpartyName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (orderId: number) => void;
}

/** product.md §5 "Counterparty order creation": a name (required) and comments; the order belongs to this counterparty. */
export function CounterpartyOrderFormDialog({
  counterpartyId,
  counterpartyName,
  open,
  onOpenChange,
  onCreated,
}: CounterpartyOrderFormDialogProps) {
  const { t } = useTranslation('admin-counterparties');
  const createOrder = useCreateOrder();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CounterpartyOrderFormValues, unknown, OrderCreateBody>({
    resolver: schemaResolver<CounterpartyOrderFormValues, OrderCreateBody>(orderCreateBody),
    defaultValues: emptyValues,
  });

  useEffect(() => {
    if (open) reset(emptyValues);
  }, [open, reset]);

  const submit = handleSubmit(({ name, comments }) =>
    createOrder.mutate(
      // Like the Orders tab's form, a new order goes to the usual destination (product.md §9).
      { name, comments, counterpartyId, destination: DEFAULT_ITEM_DESTINATION },
      {
        onSuccess: (created) => {
          onOpenChange(false);
          if (created) onCreated(created.id);
        },
      },
    ),
  );

  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-lg"
      title={t('orderForm.title')}
      description={t('orderForm.description', { name: counterpartyName })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label={t('orderForm.name')} required error={errors.name?.message}>
          <Input {...register('name')} autoComplete="off" />
        </FormField>
        <FormField label={t('orderForm.comments')} error={errors.comments?.message}>
          <Textarea rows={3} {...register('comments')} />
        </FormField>
        <FormActions
          cancelLabel={t('orderForm.cancel')}
          onCancel={() => onOpenChange(false)}
          submitLabel={t('orderForm.create')}
          pendingLabel={t('orderForm.saving')}
          pending={createOrder.isPending}
        />
      </form>
    </FormDialogFrame>
  );
}
