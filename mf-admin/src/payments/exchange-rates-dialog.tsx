import { exchangeRatesBody, type ExchangeRatesBody, RATED_CURRENCIES } from '@silkway/contracts';
import {
  Field,
  RecordForm,
  recordFormDialog,
  useSchemaForm,
  type RecordFormProps,
} from '../admin-forms/index.js';
import { useSetExchangeRates } from './data/payments-api.js';

type RatesFormValues = Record<(typeof RATED_CURRENCIES)[number], string>;

function RatesForm(props: RecordFormProps<RatesFormValues, ExchangeRatesBody>) {
  const form = useSchemaForm<RatesFormValues, ExchangeRatesBody>(
    exchangeRatesBody,
    props.defaultValues,
    (currency) => currency,
  );
  return (
    <RecordForm form={form} {...props} columns={1}>
      {RATED_CURRENCIES.map((currency) => (
        <Field.Text key={currency} form={form} name={currency} inputMode="decimal" />
      ))}
    </RecordForm>
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
