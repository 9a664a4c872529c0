import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Link } from '@silkway/app-frame/router';
import { ChevronRight, Package, Search } from 'lucide-react';
import { ORDER_STATUS_FILTERS, type PortalOrderAnswer } from '@silkway/contracts';
import { formatMoney } from '@silkway/i18n';
import {
  Badge,
  Button,
  Card,
  IconBadge,
  Input,
  Label,
  SegmentedControl,
  Skeleton,
} from '@silkway/ui';
import { orderStatusBadge } from '../tracking/status-badges.js';
import { formatTrackingDate } from '../tracking/tracking-dates.js';
import { paymentStateTone } from './account-badges.js';
import { PAGE_SIZE, usePortalOrders } from './portal-account-api.js';

const statusLabelKey = (status: (typeof ORDER_STATUS_FILTERS)[number]) =>
  status === 'all' ? 'account.orders.all' : orderStatusBadge(status).textKey;

function OrderRow({ order }: { order: PortalOrderAnswer }) {
  const { t, i18n } = useTranslation('portal');
  const status = orderStatusBadge(order.status);
  return (
    <li>
      <Link
        to={`/portal/account/orders/${order.id}`}
        className="flex items-center gap-3 rounded-[var(--radius-control)] border border-neutral-200 bg-white p-4 transition-colors hover:border-navy-300 hover:bg-navy-50/40"
      >
        <IconBadge icon={Package} size="sm" className="hidden shrink-0 sm:flex" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-navy-900">{order.code}</span>
            <Badge tone={status.tone}>{t(status.textKey)}</Badge>
            <Badge tone={paymentStateTone[order.paymentState]}>
              {t(`account.paymentState.${order.paymentState}`)}
            </Badge>
          </div>
          {/* The whole name, wrapped on a phone: clients tell their orders apart by it. */}
          <span className="text-sm break-words text-neutral-700">{order.name}</span>
          <span className="text-xs text-neutral-600">
            {t('account.orders.created')}: {formatTrackingDate(order.createdAt, i18n.language)}
          </span>
        </div>
        <span className="text-right font-semibold whitespace-nowrap text-navy-900 tabular-nums">
          {formatMoney(order.totalAmount, 'USD', i18n.language)}
        </span>
        <ChevronRight className="size-4 shrink-0 text-neutral-500" strokeWidth={2} aria-hidden />
      </Link>
    </li>
  );
}

/** The client's orders, newest first, with a status filter and a search. */
export function AccountOrders() {
  const { t } = useTranslation('portal');
  const [status, setStatus] = useState<(typeof ORDER_STATUS_FILTERS)[number]>('all');
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const orders = usePortalOrders(status, query, limit);

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" aria-labelledby="portal-orders-title">
      <div className="flex flex-col gap-1">
        <h2 id="portal-orders-title" className="text-lg font-semibold text-navy-900">
          {t('account.orders.title')}
        </h2>
        {orders.data && (
          <p className="text-sm text-neutral-600">
            {t('account.orders.total', { count: orders.data.total })}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="portal-orders-search">{t('account.orders.searchLabel')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
              strokeWidth={2}
              aria-hidden
            />
            <Input
              id="portal-orders-search"
              type="search"
              className="pl-9"
              value={query}
              placeholder={t('account.orders.searchPlaceholder')}
              onChange={(event) => {
                setQuery(event.target.value);
                setLimit(PAGE_SIZE);
              }}
            />
          </div>
        </div>
        <SegmentedControl
          label={t('account.orders.statusLabel')}
          options={ORDER_STATUS_FILTERS}
          value={status}
          onChange={(option) => {
            setStatus(option);
            setLimit(PAGE_SIZE);
          }}
          textOf={(option) => t(statusLabelKey(option))}
        />
      </div>
      {orders.isError ? (
        <p className="text-sm text-status-error-fg">{t('account.loadFailed')}</p>
      ) : !orders.data ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : orders.data.orders.length === 0 ? (
        <p className="py-6 text-center text-sm text-neutral-600">{t('account.orders.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('account.orders.title')}>
          {orders.data.orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
      {orders.data && orders.data.orders.length < orders.data.total && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => setLimit(limit + PAGE_SIZE)}
        >
          {t('account.orders.more')}
        </Button>
      )}
    </Card>
  );
}
