import {
  CURRENCIES,
  PAYMENT_METHODS,
  paymentCreateBody,
  type PaymentCreateBody,
} from '@silkway/contracts';
import { useWatch } from 'react-hook-form';
import { Field, RecordForm, useRecordForm, type RecordFormProps } from '../../admin-forms/index.js';
import type { PaymentFormValues } from './payment-form-values.js';
import { RateHint } from './rate-hint.js';

/** Amount, currency with the rate shown (typed or the day's), date, method, document number, note. */
export function PaymentForm(props: RecordFormProps<PaymentFormValues, PaymentCreateBody>) {
  const { form, t } = useRecordForm(paymentCreateBody, props, 'admin-payments', 'paymentForm');
  const { errors } = form;
  const [currency, paidAt, amount, rate] = useWatch({
    control: form.control,
    name: ['currency', 'paidAt', 'amount', 'rate'],
  });

  return (
    <RecordForm form={form} {...props}>
      <Field.Number form={form} name="amount" required kind="money" />
      <Field.Select
        form={form}
        name="currency"
        options={CURRENCIES}
        textOf={(code) => t(`currency.${code}`)}
      />
      <Field.Text form={form} name="paidAt" required type="date" />
      {currency === 'USD' ? null : (
        <Field.Text
          form={form}
          name="rate"
          inputMode="decimal"
          placeholder={t('paymentForm.ratePlaceholder')}
        />
      )}
      <RateHint currency={currency} paidAt={paidAt} amount={amount} typedRate={rate} />
      <Field.Select
        form={form}
        name="method"
        options={PAYMENT_METHODS}
        textOf={(method) => t(`method.${method}`)}
      />
      <Field.Text form={form} name="reference" autoComplete="off" />
      <Field.TextArea form={form} name="note" wide rows={2} />
      {errors.counterpartyId?.message || errors.orderId?.message ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {errors.counterpartyId?.message ?? errors.orderId?.message}
        </p>
      ) : null}
    </RecordForm>
  );
}
