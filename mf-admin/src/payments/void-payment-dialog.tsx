import { type PaymentAnswer, paymentVoidBody, type PaymentVoidBody } from '@silkway/contracts';
import {
  Field,
  RecordForm,
  recordFormDialog,
  savingAs,
  useRecordForm,
  type RecordFormProps,
} from '../admin-forms/index.js';
import { useVoidPayment } from './data/payments-api.js';

interface VoidFormValues {
  reason: string;
}

function VoidForm(props: RecordFormProps<VoidFormValues, PaymentVoidBody>) {
  const { form } = useRecordForm(paymentVoidBody, props, 'admin-payments', 'voidForm');
  return (
    <RecordForm form={form} {...props} columns={1}>
      <Field.TextArea form={form} name="reason" required rows={2} />
    </RecordForm>
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
