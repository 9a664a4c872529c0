import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_ITEM_DESTINATION,
  orderCreateBody,
  type OrderCreateBody,
} from '@silkway/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Textarea,
} from '@silkway/ui';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateOrder } from '../orders/data/order-mutations';

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

/** SPEC §5 "Counterparty order creation": a name (required) and comments; the order belongs to this counterparty. */
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
    resolver: zodResolver(orderCreateBody) as unknown as Resolver<
      CounterpartyOrderFormValues,
      unknown,
      OrderCreateBody
    >,
    defaultValues: emptyValues,
  });

  useEffect(() => {
    if (open) reset(emptyValues);
  }, [open, reset]);

  const submit = handleSubmit(({ name, comments }) =>
    createOrder.mutate(
      // Like the Orders tab's form, a new order goes to the usual destination (SPEC §9).
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialogClose')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('orderForm.title')}</DialogTitle>
          <DialogDescription>
            {t('orderForm.description', { name: counterpartyName })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label={t('orderForm.name')} required error={errors.name?.message}>
            <Input {...register('name')} autoComplete="off" />
          </FormField>
          <FormField label={t('orderForm.comments')} error={errors.comments?.message}>
            <Textarea rows={3} {...register('comments')} />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('orderForm.cancel')}
            </Button>
            <Button type="submit" disabled={createOrder.isPending}>
              {createOrder.isPending ? t('orderForm.saving') : t('orderForm.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
