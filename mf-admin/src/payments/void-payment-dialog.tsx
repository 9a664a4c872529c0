import { type PaymentAnswer, paymentVoidBody, type PaymentVoidBody } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { FormField, Textarea } from '@silkway/ui';
import { useForm } from 'react-hook-form';
import { FormActions, FormDialogFrame, schemaResolver } from '../admin-forms/index.js';
import { useVoidPayment } from './data/payments-api.js';

interface VoidPaymentDialogProps {
  payment: PaymentAnswer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Voids a payment with its reason: it stays in the list, its allocations are taken back. */
export function VoidPaymentDialog({ payment, open, onOpenChange }: VoidPaymentDialogProps) {
  const { t } = useTranslation('admin-payments');
  const voidPayment = useVoidPayment(payment.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }, unknown, PaymentVoidBody>({
    resolver: schemaResolver<{ reason: string }, PaymentVoidBody>(paymentVoidBody),
    defaultValues: { reason: '' },
  });
  const close = () => onOpenChange(false);
  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-md"
      title={t('voidForm.title', { id: payment.id })}
      description={t('voidForm.description')}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={handleSubmit(({ reason }) => voidPayment.mutate(reason, { onSuccess: close }))}
      >
        <FormField label={t('voidForm.reason')} required error={errors.reason?.message}>
          <Textarea rows={2} {...register('reason')} />
        </FormField>
        <FormActions
          cancelLabel={t('voidForm.cancel')}
          onCancel={close}
          submitLabel={t('voidForm.submit')}
          pendingLabel={t('voidForm.submitting')}
          pending={voidPayment.isPending}
          holdCancelWhilePending
        />
      </form>
    </FormDialogFrame>
  );
}
