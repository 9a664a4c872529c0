import { exchangeRatesBody, type ExchangeRatesBody, RATED_CURRENCIES } from '@silkway/contracts';
import { FormField, Input } from '@silkway/ui';
import {
  FormActions,
  recordFormDialog,
  useSchemaForm,
  type RecordFormProps,
} from '../admin-forms/index.js';
import { useSetExchangeRates } from './data/payments-api.js';

type RatesFormValues = Record<(typeof RATED_CURRENCIES)[number], string>;

function RatesForm({
  defaultValues,
  onSubmit,
  actions,
}: RecordFormProps<RatesFormValues, ExchangeRatesBody>) {
  const { register, handleSubmit, errors } = useSchemaForm<RatesFormValues, ExchangeRatesBody>(
    exchangeRatesBody,
    defaultValues,
  );
  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit(onSubmit)}>
      {RATED_CURRENCIES.map((currency) => (
        <FormField key={currency} label={currency} error={errors[currency]?.message}>
          <Input inputMode="decimal" {...register(currency)} />
        </FormField>
      ))}
      <FormActions {...actions} />
    </form>
  );
}

interface RatesDay {
  date: string;
}
const noRates = (): RatesFormValues => ({ TJS: '', CNY: '', RUB: '' });
const useSetRates = ({ date }: RatesDay) => useSetExchangeRates(date);

/** A day's rates per dollar; a currency left empty keeps its rate. */
export const ExchangeRatesDialog = recordFormDialog({
  namespace: 'admin-payments',
  texts: 'ratesForm',
  textValues: ({ date }: RatesDay) => ({ date }),
  width: 'max-w-md',
  submitText: 'save',
  holdCancelWhilePending: true,
  Form: RatesForm,
  newValues: noRates,
  useCreate: useSetRates,
});
