import { useTranslation } from '@silkway/i18n/react';
import { Wallet } from 'lucide-react';
import { formatMoney } from '@silkway/i18n';
import { Card, Skeleton } from '@silkway/ui';
import { usePortalBalance } from './portal-account-api.js';

const FIGURES = ['ordersTotal', 'paid', 'debt', 'credit'] as const;

/** The client's balance: what its orders come to, what is paid, its debt and credit limit. */
export function BalanceCard() {
  const { t, i18n } = useTranslation('portal');
  const balance = usePortalBalance();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" aria-labelledby="portal-balance-title">
      <h2
        id="portal-balance-title"
        className="flex items-center gap-2 text-lg font-semibold text-navy-900"
      >
        <Wallet className="size-5 text-navy-700" strokeWidth={2} aria-hidden />
        {t('account.balance.title')}
      </h2>
      {balance.isError ? (
        <p className="text-sm text-status-error-fg">{t('account.loadFailed')}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {FIGURES.map((figure) => (
            <div
              key={figure}
              className="flex flex-col gap-1 rounded-[var(--radius-control)] bg-neutral-50 p-4"
            >
              <dt className="text-sm text-neutral-600">{t(`account.balance.${figure}`)}</dt>
              <dd className="text-lg font-semibold text-navy-900 tabular-nums">
                {balance.data ? (
                  formatMoney(balance.data[figure], 'USD', i18n.language)
                ) : (
                  <Skeleton className="h-6 w-20" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
