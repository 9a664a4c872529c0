import { type Currency, fromCents, parseDecimal, toUsdCents } from '@silkway/contracts';
import { formatDate, formatMoney, formatRate } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import { useExchangeRates } from '../data/payments-api.js';

interface RateHintProps {
  currency: Currency;
  paidAt: string;
  amount: string;
  typedRate: string;
}

const isPositive = (text: string) => (parseDecimal(text)?.coefficient ?? 0n) > 0n;

/**
 * The rate the payment will be converted at (the day's, the latest earlier one, or the typed one)
 * and what the amount makes in dollars, as the server will compute it.
 */
export function RateHint({ currency, paidAt, amount, typedRate }: RateHintProps) {
  const { t, i18n } = useTranslation('admin-payments');
  const { language } = i18n;
  const rates = useExchangeRates(paidAt);
  const stored = currency === 'USD' ? null : (rates.data?.rates[currency] ?? null);
  const rate = currency === 'USD' ? '1' : isPositive(typedRate) ? typedRate : stored?.rate;
  let source: string | null = null;
  if (currency !== 'USD' && !isPositive(typedRate) && rates.isSuccess) {
    const day = formatDate(paidAt, language);
    if (!stored) source = t('paymentForm.noRate', { currency, date: day });
    else if (stored.date === paidAt)
      source = t('paymentForm.rateOfDay', {
        currency,
        date: day,
        rate: formatRate(stored.rate, language),
      });
    else
      source = t('paymentForm.rateFromEarlier', {
        currency,
        date: day,
        rateDate: formatDate(stored.date, language),
        rate: formatRate(stored.rate, language),
      });
  }
  const usd =
    rate !== undefined && isPositive(amount) && isPositive(String(rate))
      ? formatMoney(fromCents(toUsdCents(amount, rate)), 'USD', language)
      : null;
  return (
    <div aria-live="polite" className="flex flex-col gap-1 text-sm text-neutral-700 sm:col-span-2">
      {source ? <p data-testid="rate-hint">{source}</p> : null}
      {usd ? (
        <p className="font-medium text-neutral-900">{t('paymentForm.inUsd', { amount: usd })}</p>
      ) : null}
    </div>
  );
}
