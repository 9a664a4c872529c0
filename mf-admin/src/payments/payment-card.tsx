import { api, type PaymentAnswer } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { Button, cn } from '@silkway/ui';
import { useState } from 'react';
import { operation, useMayCall } from '../auth/index.js';
import { formatDate, formatMoney, formatRate } from '@silkway/i18n';
import { useRecordNames } from '../change-labels/index.js';
import { formatDisplayDate, formatDisplayDateTime } from '../formats/index.js';
import { Usd } from './money.js';
import { VoidPaymentDialog } from './void-payment-dialog.js';

/** One payment: as entered, its rate, its dollars, where it went; voided ones say when and why. */
export function PaymentCard({ payment }: { payment: PaymentAnswer }) {
  const { t, i18n } = useTranslation('admin-payments');
  const mayCall = useMayCall();
  const [voiding, setVoiding] = useState(false);
  const names = useRecordNames();
  const person = (username: string) => names('user', username) ?? username;
  const voided = payment.voidedAt !== null;
  const { language } = i18n;
  const entered = formatMoney(payment.amount, payment.currency, language);
  const rate =
    payment.currency === 'USD'
      ? null
      : payment.rateDate
        ? t('payment.rateOf', {
            rate: formatRate(payment.rate, language),
            date: formatDate(payment.rateDate, language),
          })
        : t('payment.rate', { rate: formatRate(payment.rate, language) });

  return (
    <li
      data-testid="payment"
      className={cn(
        'flex flex-col gap-2 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-3 text-sm',
        voided && 'bg-neutral-50 text-neutral-600',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-neutral-900">
          {t('payment.number', { id: payment.id })} ·{' '}
          {formatDisplayDate(payment.paidAt, i18n.language)} · {t(`method.${payment.method}`)}
        </p>
        <p className={cn('font-semibold', voided && 'line-through')}>
          {entered}
          {rate ? <span className="font-normal text-neutral-600"> ({rate})</span> : null} ={' '}
          <Usd amount={payment.amountUsd} />
        </p>
      </div>
      {payment.reference || payment.note ? (
        <p className="break-words text-neutral-700">
          {[payment.reference, payment.note].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      {voided ? (
        <p role="status" className="text-status-error-fg">
          {t('payment.voided', {
            name: person(payment.voidedBy ?? ''),
            date: formatDisplayDateTime(payment.voidedAt!, i18n.language),
            reason: payment.voidReason,
          })}
        </p>
      ) : (
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-neutral-600">
              {t('payment.allocations')}
            </p>
            <ul className="grid gap-0.5">
              {payment.allocations.map((part, index) => (
                <li key={index} className="flex gap-2">
                  <span>
                    {part.itemId === null
                      ? t('payment.advance')
                      : t('payment.orderItem', {
                          order: part.orderCode ?? `#${part.orderId}`,
                          item: [part.itemCode ?? `#${part.itemId}`, part.itemName]
                            .filter(Boolean)
                            .join(' · '),
                        })}
                  </span>
                  <Usd amount={part.amountUsd} />
                </li>
              ))}
            </ul>
          </div>
          {mayCall(api.payments.void) ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setVoiding(true)}
                {...operation(api.payments.void)}
              >
                {t('payment.void')}
              </Button>
              <VoidPaymentDialog payment={payment} open={voiding} onOpenChange={setVoiding} />
            </>
          ) : null}
        </div>
      )}
      <p className="text-xs text-neutral-500">
        {t('payment.recordedBy', { username: person(payment.createdBy) })}
      </p>
    </li>
  );
}
