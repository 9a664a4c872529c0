import type { Currency, PaymentMethod } from '@silkway/contracts';
import { todayIso } from '@silkway/contracts';

/** The record-payment form as typed; the contracts' schema reads it into a payment. */
export interface PaymentFormValues {
  counterpartyId: number;
  orderId: number | null;
  amount: string;
  currency: Currency;
  /** Blank: the rate of the payment's day. */
  rate: string;
  paidAt: string;
  method: PaymentMethod;
  reference: string;
  note: string;
}

/** Paid today, in cash, in dollars; the block that opens the form says whose payment it is. */
export const newPaymentFormValues = (): PaymentFormValues => ({
  counterpartyId: 0,
  orderId: null,
  amount: '',
  currency: 'USD',
  rate: '',
  paidAt: todayIso(),
  method: 'cash',
  reference: '',
  note: '',
});
