import {
  CURRENCIES,
  PAYMENT_METHODS,
  paymentCreateBody,
  type PaymentCreateBody,
} from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { FormField, Input, NumberInput, Textarea } from '@silkway/ui';
import { useWatch } from 'react-hook-form';
import {
  FormActions,
  SelectField,
  choices,
  type RecordFormProps,
  useSchemaForm,
} from '../../admin-forms/index.js';
import type { PaymentFormValues } from './payment-form-values.js';
import { RateHint } from './rate-hint.js';

/** Amount, currency with the rate shown (typed or the day's), date, method, document number, note. */
export function PaymentForm({
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<PaymentFormValues, PaymentCreateBody>) {
  const { t } = useTranslation('admin-payments');
  const { register, control, handleSubmit, errors } = useSchemaForm<
    PaymentFormValues,
    PaymentCreateBody
  >(paymentCreateBody, defaultValues);
  const [currency, paidAt, amount, rate] = useWatch({
    control,
    name: ['currency', 'paidAt', 'amount', 'rate'],
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('paymentForm.amount')} required error={errors.amount?.message}>
        <NumberInput kind="money" {...register('amount')} />
      </FormField>
      <SelectField
        control={control}
        name="currency"
        label={t('paymentForm.currency')}
        error={errors.currency?.message}
        options={choices(CURRENCIES, (code) => t(`currency.${code}`))}
      />
      <FormField label={t('paymentForm.paidAt')} required error={errors.paidAt?.message}>
        <Input type="date" {...register('paidAt')} />
      </FormField>
      {currency === 'USD' ? null : (
        <FormField label={t('paymentForm.rate')} error={errors.rate?.message}>
          <Input
            inputMode="decimal"
            placeholder={t('paymentForm.ratePlaceholder')}
            {...register('rate')}
          />
        </FormField>
      )}
      <RateHint currency={currency} paidAt={paidAt} amount={amount} typedRate={rate} />
      <SelectField
        control={control}
        name="method"
        label={t('paymentForm.method')}
        error={errors.method?.message}
        options={choices(PAYMENT_METHODS, (method) => t(`method.${method}`))}
      />
      <FormField label={t('paymentForm.reference')} error={errors.reference?.message}>
        <Input {...register('reference')} autoComplete="off" />
      </FormField>
      <FormField
        label={t('paymentForm.note')}
        error={errors.note?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={2} {...register('note')} />
      </FormField>
      {errors.counterpartyId?.message || errors.orderId?.message ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {errors.counterpartyId?.message ?? errors.orderId?.message}
        </p>
      ) : null}
      <FormActions {...actions} className="sm:col-span-2" />
    </form>
  );
}
