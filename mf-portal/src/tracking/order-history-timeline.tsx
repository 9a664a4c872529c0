import { useTranslation } from '@silkway/i18n/react';
import { formatMeasure } from '@silkway/contracts';
import { Badge, Card, cn, type BadgeTone } from '@silkway/ui';
import type { TrackedOrder } from './order-lookup.js';
import { itemStatusBadge } from './status-badges.js';
import { formatTrackingDate } from './tracking-dates.js';

type TrackedItem = TrackedOrder['items'][number];

const dotTones: Record<BadgeTone, string> = {
  transit: 'bg-status-transit-fg',
  done: 'bg-status-done-fg',
  waiting: 'bg-status-waiting-fg',
  error: 'bg-status-error-fg',
  unknown: 'bg-neutral-400',
  brand: 'bg-navy-600',
};

function TimelineDot({ tone }: { tone: BadgeTone }) {
  return (
    <span
      aria-hidden
      className={cn(
        'absolute top-5 -left-[31px] size-3 rounded-full ring-4 ring-white',
        dotTones[tone],
      )}
    />
  );
}

function ItemEntry({ item }: { item: TrackedItem }) {
  const { t } = useTranslation('portal');
  const status = itemStatusBadge(item.status);
  // product.md §9: weight and volume with trailing zeros trimmed; a measure the item does not use is left out.
  const facts = [
    { label: t('history.quantity'), value: t('history.pieces', { count: item.quantity }) },
    item.warehouse ? { label: t('history.warehouse'), value: item.warehouse } : null,
    item.weight > 0
      ? {
          label: t('history.weight'),
          value: t('history.kg', { value: formatMeasure(item.weight) }),
        }
      : null,
    item.volume > 0
      ? {
          label: t('history.volume'),
          value: t('history.m3', { value: formatMeasure(item.volume) }),
        }
      : null,
  ].filter((fact) => fact !== null);

  return (
    <li className="relative">
      <TimelineDot tone={status.tone} />
      <article
        aria-label={item.code}
        className="flex flex-col gap-3 rounded-[var(--radius-control)] border border-neutral-200 bg-white p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="text-sm font-semibold tabular-nums text-navy-700">{item.code}</span>
            <h3 className="font-medium break-words text-neutral-900">{item.name}</h3>
          </div>
          <Badge tone={status.tone}>{status.textKey ? t(status.textKey) : item.status}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          {facts.map(({ label, value }) => (
            <div key={label} className="flex min-w-0 flex-col">
              <dt className="text-neutral-600">{label}</dt>
              <dd className="font-medium break-words tabular-nums text-neutral-900">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}

/** product.md §2.8: the order's goods, each with its status, down to the day the order was placed. */
export function OrderHistoryTimeline({ order }: { order: TrackedOrder }) {
  const { t, i18n } = useTranslation('portal');
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">{t('history.title')}</h2>
      {order.items.length === 0 && <p className="text-sm text-neutral-600">{t('history.empty')}</p>}
      <ol className="ml-[9px] flex flex-col gap-4 border-l-2 border-neutral-200 pl-6">
        {order.items.map((item, index) => (
          <ItemEntry key={`${item.code}-${index}`} item={item} />
        ))}
        <li className="relative">
          <TimelineDot tone="brand" />
          <div className="flex flex-col gap-0.5 py-3">
            <span className="font-medium text-neutral-900">{t('history.created')}</span>
            <time dateTime={order.createdAt} className="text-sm text-neutral-600">
              {formatTrackingDate(order.createdAt, i18n.language)}
            </time>
          </div>
        </li>
      </ol>
    </Card>
  );
}
