import { formatMeasure, type TruckLoadAnswer } from '@silkway/contracts';
import { EmptyState, Spinner } from '@silkway/ui';
import { AlertTriangle, PackageOpen } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { formatDisplayDate } from '../../formats/index.js';
import { useTruckLoads } from '../data/truck-queries.js';
import { FactList } from '../../fact-list/index.js';

/** The goods in the truck: code, name, quantity, weight, volume, status, counterparty (or 'не указан'), delivery due date. */
export function TruckGoods({ truckId }: { truckId: number }) {
  const { t } = useTranslation('admin-trucks');
  const loads = useTruckLoads(truckId);
  if (loads.isPending)
    return <Spinner label={t('details.goodsLoading')} className="justify-center py-6" />;
  if (loads.isError)
    return (
      <EmptyState
        icon={AlertTriangle}
        title={t('details.goodsError')}
        description={loads.error.message}
      />
    );
  if (loads.data.length === 0)
    return <EmptyState icon={PackageOpen} title={t('details.goodsEmpty')} className="py-6" />;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('details.goodsTitle')}>
      {loads.data.map((load) => (
        <li key={load.itemId}>
          <TruckGoodsRow load={load} />
        </li>
      ))}
    </ul>
  );
}

function TruckGoodsRow({ load }: { load: TruckLoadAnswer }) {
  const { t, i18n } = useTranslation('admin-trucks');
  const notSpecified = t('details.notSpecified');
  const facts = [
    [t('details.quantity'), String(load.quantity)],
    [t('details.weight'), `${formatMeasure(load.weight)} ${t('units.kg')}`],
    [t('details.itemVolume'), `${formatMeasure(load.volume)} ${t('units.m3')}`],
    [t('details.itemStatus'), load.status],
    [t('details.counterparty'), load.counterpartyName ?? notSpecified],
    [
      t('details.deliveryDue'),
      formatDisplayDate(load.expectedDeliveryDate, i18n.language) ?? notSpecified,
    ],
  ] as const;
  return (
    <article className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-neutral-200 bg-white p-3">
      <header className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <span className="font-mono text-sm font-semibold text-navy-900">{load.code}</span>
        <span className="min-w-0 break-words text-sm text-neutral-900">{load.name}</span>
      </header>
      <FactList facts={facts} className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-3" />
    </article>
  );
}
