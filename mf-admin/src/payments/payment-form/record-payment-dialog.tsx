import { recordFormDialog } from '../../admin-forms/index.js';
import { useRecordPayment } from '../data/payments-api.js';
import { PaymentForm } from './payment-form.js';
import { newPaymentFormValues } from './payment-form-values.js';

/** 'Record a payment': opened with the client (and the order) it is for; a payment is never edited. */
export const RecordPaymentDialog = recordFormDialog({
  namespace: 'admin-payments',
  texts: 'paymentForm',
  width: 'max-w-xl',
  submitText: 'create',
  holdCancelWhilePending: true,
  Form: PaymentForm,
  newValues: newPaymentFormValues,
  useCreate: useRecordPayment,
});
