import { api, RATED_CURRENCIES, todayIso, type DashboardAnswer } from '@silkway/contracts';
import { formatDate, formatMoney, formatRate } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import { Button } from '@silkway/ui';
import { Link } from '@silkway/app-frame/router';
import { useState } from 'react';
import { adminPaths } from '../admin-paths.js';
import { operation, useAdminCan } from '../auth/index.js';
import { ListLoadError, ListLoading } from '../list-states/index.js';
import { useDashboard, useExchangeRates } from './data/payments-api.js';
import { ExchangeRatesDialog } from './exchange-rates-dialog.js';
import { balanceTone, Usd } from './money.js';
import { registerPaymentsTranslations } from './payments-translations.js';

registerPaymentsTranslations();

const panel =
  'flex flex-col gap-3 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4 shadow-[var(--shadow-card)]';

/** The back office's start page: what is moving, who owes what, what waits, today's rates. */
export function SummaryTab() {
  const { t } = useTranslation('admin-payments');
  const can = useAdminCan();
  const summary = useDashboard();
  if (summary.isPending)
    return (
      <ListLoading
        label={t('summary.loading')}
        count={4}
        className="grid gap-3 sm:grid-cols-4"
        placeholderClassName="h-24"
      />
    );
  if (summary.isError)
    return (
      <ListLoadError
        title={t('summary.loadError')}
        message={summary.error.message}
        retryLabel={t('summary.retry')}
        onRetry={summary.refetch}
      />
    );
  const data = summary.data;
  // Each figure only for a role that may open what it counts; debts only for one that reads clients.
  const figures = (
    [
      ['activeOrders', String(data.activeOrders), adminPaths.tab('orders'), 'orders.read'],
      ['itemsInTransit', String(data.itemsInTransit), adminPaths.tab('trucks'), 'warehouses.read'],
      ['newRequests', String(data.newRequests), adminPaths.tab('requests'), 'requests.read'],
    ] as const
  ).filter(([, , , permission]) => can(permission));
  const { owedTotal, topDebtors, overCreditLimit, overCreditLimitCount } = data;
  const readsDebts = can('counterparties.read');
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-semibold text-navy-900">{t('summary.title')}</h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(([key, value, href]) => (
          <Link key={key} to={href} className={`${panel} hover:border-navy-300`}>
            <dt className="text-sm text-neutral-600">{t(`summary.${key}`)}</dt>
            <dd className="text-3xl font-semibold tabular-nums text-navy-900">{value}</dd>
          </Link>
        ))}
        {readsDebts && owedTotal !== undefined && (
          <div className={panel}>
            <dt className="text-sm text-neutral-600">{t('summary.owedTotal')}</dt>
            <dd className="text-2xl font-semibold">
              <Usd amount={owedTotal} className={balanceTone(owedTotal)} />
            </dd>
          </div>
        )}
      </dl>
      <div className="grid gap-4 lg:grid-cols-3">
        {readsDebts && topDebtors && overCreditLimit && (
          <>
            <Debtors
              title={t('summary.topDebtors')}
              empty={t('summary.noDebtors')}
              rows={topDebtors}
            />
            <Debtors
              title={t('summary.overLimit')}
              empty={t('summary.noneOverLimit')}
              rows={overCreditLimit}
              more={(overCreditLimitCount ?? 0) - overCreditLimit.length}
            />
          </>
        )}
        <TodaysRates />
      </div>
    </div>
  );
}

function Debtors({
  title,
  empty,
  rows,
  more = 0,
}: {
  title: string;
  empty: string;
  rows: NonNullable<DashboardAnswer['topDebtors']>;
  /** How many more the server counted than it listed. */
  more?: number;
}) {
  const { t, i18n } = useTranslation('admin-payments');
  return (
    <section className={panel}>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-600">{empty}</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {rows.map((row) => (
            <li key={row.counterpartyId} className="flex items-baseline justify-between gap-3">
              <Link
                to={adminPaths.counterparty(row.counterpartyId)}
                className="min-w-0 truncate text-navy-700 underline"
                {...operation(api.counterparties.get)}
              >
                {row.name}
              </Link>
              <span className="text-right">
                <Usd amount={row.balance} className={balanceTone(row.balance)} />
                {row.creditLimit > 0 ? (
                  <span className="block text-xs text-neutral-500">
                    {t('summary.limit', {
                      limit: formatMoney(row.creditLimit, 'USD', i18n.language),
                    })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
      {more > 0 ? (
        <p className="text-sm text-neutral-600">{t('summary.moreOverLimit', { number: more })}</p>
      ) : null}
    </section>
  );
}

function TodaysRates() {
  const { t, i18n } = useTranslation('admin-payments');
  const can = useAdminCan();
  const today = todayIso();
  const rates = useExchangeRates(today);
  const [editing, setEditing] = useState(false);
  return (
    <section className={panel}>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-neutral-600">
        {t('summary.rates')}
      </h3>
      <dl className="grid gap-1 text-sm">
        {RATED_CURRENCIES.map((currency) => {
          const rate = rates.data?.rates[currency];
          return (
            <div key={currency} className="flex justify-between gap-3">
              <dt className="font-medium">{currency}</dt>
              <dd className="tabular-nums">
                {rate
                  ? t('summary.rateSince', {
                      rate: formatRate(rate.rate, i18n.language),
                      date: formatDate(rate.date, i18n.language),
                    })
                  : t('summary.rateNone')}
              </dd>
            </div>
          );
        })}
      </dl>
      {can('payments.write') ? (
        <>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => setEditing(true)}
            {...operation(api.exchangeRates.set)}
          >
            {t('summary.setRates')}
          </Button>
          <ExchangeRatesDialog date={today} open={editing} onOpenChange={setEditing} />
        </>
      ) : null}
    </section>
  );
}
