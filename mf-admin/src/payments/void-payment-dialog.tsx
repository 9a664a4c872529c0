import { type PaymentAnswer, paymentVoidBody, type PaymentVoidBody } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { FormField, Textarea } from '@silkway/ui';
import {
  FormActions,
  recordFormDialog,
  savingAs,
  useSchemaForm,
  type RecordFormProps,
} from '../admin-forms/index.js';
import { useVoidPayment } from './data/payments-api.js';

interface VoidFormValues {
  reason: string;
}

function VoidForm({
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<VoidFormValues, PaymentVoidBody>) {
  const { t } = useTranslation('admin-payments');
  const { register, handleSubmit, errors } = useSchemaForm<VoidFormValues, PaymentVoidBody>(
    paymentVoidBody,
    defaultValues,
  );
  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit(onSubmit)}>
      <FormField label={t('voidForm.reason')} required error={errors.reason?.message}>
        <Textarea rows={2} {...register('reason')} />
      </FormField>
      <FormActions {...actions} />
    </form>
  );
}

const noReason = (): VoidFormValues => ({ reason: '' });
const useVoid = ({ payment }: { payment: PaymentAnswer }) =>
  savingAs(useVoidPayment(payment.id, payment.version), ({ reason }: PaymentVoidBody) => reason);

/** Voids a payment with its reason: it stays in the list, its allocations are taken back. */
export const VoidPaymentDialog = recordFormDialog({
  namespace: 'admin-payments',
  texts: 'voidForm',
  textValues: ({ payment }: { payment: PaymentAnswer }) => ({ id: String(payment.id) }),
  width: 'max-w-md',
  submitText: 'submit',
  pendingText: 'submitting',
  holdCancelWhilePending: true,
  Form: VoidForm,
  newValues: noReason,
  useCreate: useVoid,
});
