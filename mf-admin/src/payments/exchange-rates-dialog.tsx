import { exchangeRatesBody, type ExchangeRatesBody, RATED_CURRENCIES } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { FormField, Input } from '@silkway/ui';
import { useForm } from 'react-hook-form';
import { FormActions, FormDialogFrame, schemaResolver } from '../admin-forms/index.js';
import { useSetExchangeRates } from './data/payments-api.js';

type RatesFormValues = Record<(typeof RATED_CURRENCIES)[number], string>;

/** A day's rates per dollar; a currency left empty keeps its rate. */
export function ExchangeRatesDialog({
  date,
  open,
  onOpenChange,
}: {
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin-payments');
  const setRates = useSetExchangeRates(date);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RatesFormValues, unknown, ExchangeRatesBody>({
    resolver: schemaResolver<RatesFormValues, ExchangeRatesBody>(exchangeRatesBody),
    defaultValues: { TJS: '', CNY: '', RUB: '' },
  });
  const close = () => onOpenChange(false);
  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-md"
      title={t('summary.ratesTitle', { date })}
      description={t('summary.ratesDescription')}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={handleSubmit((body) => setRates.mutate(body, { onSuccess: close }))}
      >
        {RATED_CURRENCIES.map((currency) => (
          <FormField key={currency} label={currency} error={errors[currency]?.message}>
            <Input inputMode="decimal" {...register(currency)} />
          </FormField>
        ))}
        <FormActions
          cancelLabel={t('summary.cancel')}
          onCancel={close}
          submitLabel={t('summary.save')}
          pendingLabel={t('summary.saving')}
          pending={setRates.isPending}
          holdCancelWhilePending
        />
      </form>
    </FormDialogFrame>
  );
}
