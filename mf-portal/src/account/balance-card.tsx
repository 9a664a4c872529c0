import { useTranslation } from '@silkway/i18n/react';
import { Wallet } from 'lucide-react';
import { formatMoney } from '@silkway/i18n';
import { Skeleton } from '@silkway/ui';
import { AccountCard } from './account-card.js';
import { usePortalBalance } from './portal-account-api.js';

const FIGURES = ['ordersTotal', 'paid', 'debt', 'credit'] as const;

/** The client's balance: what its orders come to, what is paid, its debt and credit limit. */
export function BalanceCard() {
  const { t, i18n } = useTranslation('portal');
  const balance = usePortalBalance();
  return (
    <AccountCard
      titleId="portal-balance-title"
      icon={Wallet}
      title={t('account.balance.title')}
      spacing="gap-4"
    >
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
    </AccountCard>
  );
}
