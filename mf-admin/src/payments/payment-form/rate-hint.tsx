import { type Currency, formatUsd, fromCents, parseDecimal, toUsdCents } from '@silkway/contracts';
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
  const { t } = useTranslation('admin-payments');
  const rates = useExchangeRates(paidAt);
  const stored = currency === 'USD' ? null : (rates.data?.rates[currency] ?? null);
  const rate = currency === 'USD' ? '1' : isPositive(typedRate) ? typedRate : stored?.rate;
  let source: string | null = null;
  if (currency !== 'USD' && !isPositive(typedRate) && rates.isSuccess) {
    if (!stored) source = t('paymentForm.noRate', { currency, date: paidAt });
    else if (stored.date === paidAt)
      source = t('paymentForm.rateOfDay', { currency, date: paidAt, rate: stored.rate });
    else
      source = t('paymentForm.rateFromEarlier', {
        currency,
        date: paidAt,
        rateDate: stored.date,
        rate: stored.rate,
      });
  }
  const usd =
    rate !== undefined && isPositive(amount) && isPositive(String(rate))
      ? formatUsd(fromCents(toUsdCents(amount, rate)))
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
