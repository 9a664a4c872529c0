import type { ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { ArrowRight, CalendarClock, MapPin, Package, UserRound } from 'lucide-react';
import { formatMoney } from '@silkway/i18n';
import { useDestinationText } from './destination-text.js';
import { Badge, Card, cn, IconBadge } from '@silkway/ui';
import type { TrackedOrder } from './order-lookup.js';
import { orderStatusBadge } from './status-badges.js';
import { formatTrackingDate } from './tracking-dates.js';

function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="flex items-center gap-1.5 text-sm text-neutral-600">
        {icon}
        {label}
      </dt>
      <dd className="font-medium break-words text-neutral-900">{children}</dd>
    </div>
  );
}

function Amount({
  label,
  amount,
  emphasis = false,
}: {
  label: string;
  amount: number;
  emphasis?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <div
      className={cn(
        'flex flex-col gap-1 rounded-[var(--radius-control)] p-4',
        emphasis ? 'bg-signal-50' : 'bg-neutral-50',
      )}
    >
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd
        className={cn(
          'text-lg font-semibold tabular-nums',
          emphasis ? 'text-signal-700' : 'text-navy-900',
        )}
      >
        {formatMoney(amount, 'USD', i18n.language)}
      </dd>
    </div>
  );
}

function RoutePoint({ label, place }: { label: string; place: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="flex items-center gap-1.5 text-sm text-neutral-600">
        <MapPin className="size-4 shrink-0 text-navy-500" strokeWidth={2} aria-hidden />
        {label}
      </span>
      <span className="font-semibold [overflow-wrap:anywhere] text-navy-900">{place}</span>
    </div>
  );
}

/** product.md §2.8: name, code, origin China, destination (Dushanbe, Tajikistan unless the order says otherwise), status. */
export function OrderInfoCard({ order }: { order: TrackedOrder }) {
  const { t, i18n } = useTranslation('portal');
  const status = orderStatusBadge(order.status);
  const destination = useDestinationText()(order.destination);
  const iconClassName = 'size-4 text-navy-500';

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <IconBadge icon={Package} size="md" className="shrink-0" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <h2 className="text-xl font-semibold break-words text-navy-900">{order.name}</h2>
            <p className="text-sm [overflow-wrap:anywhere] text-neutral-600">
              {t('order.code')}:{' '}
              <span className="font-semibold tabular-nums text-neutral-900">{order.code}</span>
            </p>
          </div>
        </div>
        <Badge tone={status.tone} className="self-start px-3 py-1 text-sm">
          <span className="sr-only">{t('order.status')}: </span>
          {t(status.textKey)}
        </Badge>
      </div>

      <div
        aria-label={t('order.route')}
        role="group"
        className="grid grid-cols-[1fr_auto_1fr] items-start gap-3 rounded-[var(--radius-control)] border border-neutral-200 p-4"
      >
        <RoutePoint label={t('order.origin')} place={t('order.originCountry')} />
        <ArrowRight className="size-5 self-center text-signal-600" strokeWidth={2} aria-hidden />
        <RoutePoint label={t('order.destination')} place={destination} />
      </div>

      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact
          label={t('order.expectedDelivery')}
          icon={<CalendarClock className={iconClassName} strokeWidth={2} aria-hidden />}
        >
          {order.expectedDelivery
            ? formatTrackingDate(order.expectedDelivery, i18n.language)
            : t('order.notSpecified')}
        </Fact>
        {order.customer && (
          <Fact
            label={t('order.customer')}
            icon={<UserRound className={iconClassName} strokeWidth={2} aria-hidden />}
          >
            {order.customer}
          </Fact>
        )}
      </dl>

      <section aria-labelledby="tracking-amounts" className="flex flex-col gap-3">
        <h3 id="tracking-amounts" className="text-base font-semibold text-navy-900">
          {t('order.amounts')}
        </h3>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Amount label={t('order.totalAmount')} amount={order.totalAmount} />
          <Amount label={t('order.paidAmount')} amount={order.paidAmount} />
          <Amount
            label={t('order.outstandingAmount')}
            amount={order.outstandingAmount}
            emphasis={order.outstandingAmount > 0}
          />
        </dl>
      </section>
    </Card>
  );
}
