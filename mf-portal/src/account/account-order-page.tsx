import type { ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { usePageHead } from '@silkway/app-frame';
import { Link, useParams } from '@silkway/app-frame/router';
import { ArrowLeft, CalendarClock, FileDown, MapPin, Package, Truck } from 'lucide-react';
import type { PortalItemAnswer } from '@silkway/contracts';
import { formatMoney } from '@silkway/i18n';
import { Badge, Button, Card, Skeleton } from '@silkway/ui';
import { ApiError } from '@silkway/web-client';
import { itemStatusBadge, orderStatusBadge } from '../tracking/status-badges.js';
import { formatTrackingDate } from '../tracking/tracking-dates.js';
import { useDestinationText } from '../tracking/destination-text.js';
import { paymentStateTone } from './account-badges.js';
import { accountLanguageOf } from './account-language.js';
import { ItemPhotos } from './item-photos.js';
import { NotSignedIn } from './account-page.js';
import { type ClientDocument, documentUrl, usePortalOrder } from './portal-account-api.js';
import { usePortalLiveChanges } from './use-portal-live-changes.js';

const DOCUMENTS: ReadonlyArray<{ kind: ClientDocument; labelKey: string }> = [
  { kind: 'invoice', labelKey: 'account.order.invoice' },
  { kind: 'packing-list', labelKey: 'account.order.packingList' },
];

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs text-neutral-600">
        {icon}
        {label}
      </dt>
      <dd className="text-sm font-medium break-words text-neutral-900">{children}</dd>
    </div>
  );
}

function ItemCard({ item }: { item: PortalItemAnswer }) {
  const { t, i18n } = useTranslation('portal');
  const status = itemStatusBadge(item.status);
  const iconClassName = 'size-3.5 text-navy-500';
  return (
    <li className="flex flex-col gap-3 rounded-[var(--radius-control)] border border-neutral-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="font-semibold break-words text-navy-900">{item.name}</span>
          <span className="text-xs text-neutral-600">{item.code}</span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={status.tone}>{status.textKey ? t(status.textKey) : item.status}</Badge>
          <Badge tone={item.paymentStatus === 'paid' ? 'done' : 'unknown'}>
            {t(`account.itemPayment.${item.paymentStatus}`)}
          </Badge>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact
          label={t('account.order.quantity')}
          icon={<Package className={iconClassName} aria-hidden />}
        >
          {t('history.pieces', { count: item.quantity })}
        </Fact>
        <Fact
          label={t('account.order.truck')}
          icon={<Truck className={iconClassName} aria-hidden />}
        >
          {item.truckNumber ?? '—'}
        </Fact>
        <Fact
          label={t('account.order.deliveryPeriod')}
          icon={<CalendarClock className={iconClassName} aria-hidden />}
        >
          {item.deliveryPeriod === null
            ? '—'
            : t('account.order.days', { count: item.deliveryPeriod })}
        </Fact>
        <Fact
          label={t('account.order.expectedDelivery')}
          icon={<CalendarClock className={iconClassName} aria-hidden />}
        >
          {item.expectedDeliveryDate
            ? formatTrackingDate(item.expectedDeliveryDate, i18n.language)
            : '—'}
        </Fact>
      </dl>
      {item.photos.length > 0 && <ItemPhotos name={item.name} photos={item.photos} />}
    </li>
  );
}

/** `/portal/account/orders/:id`: one of the client's orders with its goods, payment and documents. */
export function AccountOrderPage() {
  const { t, i18n } = useTranslation('portal');
  const { t: tCommon } = useTranslation('common');
  const id = Number(useParams().id);
  const order = usePortalOrder(id);
  usePortalLiveChanges(order.isSuccess);
  const destinationText = useDestinationText();
  usePageHead({ title: `${order.data?.code ?? t('account.title')} — ${tCommon('titles.site')}` });
  const lang = accountLanguageOf(i18n.language);

  const back = (
    <Link
      to="/portal/account"
      className="flex items-center gap-1.5 self-start text-sm font-medium text-navy-700 hover:underline"
    >
      <ArrowLeft className="size-4" strokeWidth={2} aria-hidden />
      {t('account.order.back')}
    </Link>
  );
  if (order.error instanceof ApiError && order.error.status === 401)
    return (
      <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
        <NotSignedIn />
      </section>
    );

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:py-14">
      {back}
      {order.isPending ? (
        <Skeleton className="h-64 rounded-[var(--radius-card)]" />
      ) : !order.data ? (
        <Card className="p-6">
          <h1 className="text-lg font-semibold text-navy-900">
            {order.error instanceof ApiError && order.error.status === 404
              ? t('account.order.notFound')
              : t('account.loadFailed')}
          </h1>
        </Card>
      ) : (
        <>
          <Card className="flex flex-col gap-5 p-5 sm:p-6">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 flex-col gap-0.5">
                <h1 className="text-2xl font-bold break-words text-navy-900">{order.data.code}</h1>
                <p className="break-words text-neutral-700">{order.data.name}</p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                <Badge tone={orderStatusBadge(order.data.status).tone}>
                  {t(orderStatusBadge(order.data.status).textKey)}
                </Badge>
                <Badge tone={paymentStateTone[order.data.paymentState]}>
                  {t(`account.paymentState.${order.data.paymentState}`)}
                </Badge>
              </div>
            </div>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Fact
                label={t('order.destination')}
                icon={<MapPin className="size-3.5 text-navy-500" aria-hidden />}
              >
                {destinationText(order.data.destination)}
              </Fact>
              <Fact
                label={t('order.expectedDelivery')}
                icon={<CalendarClock className="size-3.5 text-navy-500" aria-hidden />}
              >
                {order.data.expectedDelivery
                  ? formatTrackingDate(order.data.expectedDelivery, i18n.language)
                  : t('order.notSpecified')}
              </Fact>
            </dl>
            <div className="flex flex-col gap-2">
              <h2 className="text-sm font-semibold text-navy-900">{t('account.order.amounts')}</h2>
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                {(['totalAmount', 'paidAmount', 'remainingAmount'] as const).map((figure) => (
                  <div
                    key={figure}
                    className="flex flex-col gap-1 rounded-[var(--radius-control)] bg-neutral-50 p-4"
                  >
                    <dt className="text-sm text-neutral-600">{t(`account.order.${figure}`)}</dt>
                    <dd className="text-lg font-semibold text-navy-900 tabular-nums">
                      {formatMoney(order.data[figure], 'USD', i18n.language)}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="flex flex-col gap-2">
              <h2 className="text-sm font-semibold text-navy-900">
                {t('account.order.documents')}
              </h2>
              <div className="flex flex-col gap-2 sm:flex-row">
                {DOCUMENTS.map((document) => (
                  <Button key={document.kind} asChild variant="secondary">
                    <a href={documentUrl(order.data.id, document.kind, lang)} download>
                      <FileDown strokeWidth={2} aria-hidden />
                      {t(document.labelKey)}
                    </a>
                  </Button>
                ))}
              </div>
            </div>
          </Card>
          <Card className="flex flex-col gap-4 p-5 sm:p-6" aria-labelledby="portal-items-title">
            <h2 id="portal-items-title" className="text-lg font-semibold text-navy-900">
              {t('account.order.items')}
            </h2>
            {order.data.items.length === 0 ? (
              <p className="text-sm text-neutral-600">{t('account.order.noItems')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {order.data.items.map((item) => (
                  <ItemCard key={item.code} item={item} />
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </section>
  );
}
