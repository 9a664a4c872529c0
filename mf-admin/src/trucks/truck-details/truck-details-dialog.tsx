import { formatMeasure, truckFill, type TruckAnswer } from '@silkway/contracts';
import { TitledDialog } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { FactList } from '../../fact-list/index.js';
import { OwnerDocumentsPanel } from '../../owner-documents/index.js';
import { TruckFillBar } from '../truck-cards/truck-fill-bar.js';
import { TruckStatusBadge } from '../truck-cards/truck-status-badge.js';
import { TruckGoods } from './truck-goods.js';

/** A truck opened from its card: capacity, total weight, volume, fill, the goods in it and its materials (product.md §2.10). */
export function TruckDetailsDialog({
  truck,
  onOpenChange,
}: {
  truck: TruckAnswer;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin-trucks');
  const summary = [
    [t('details.capacity'), `${formatMeasure(truck.capacity)} ${t('units.m3')}`],
    [t('details.totalWeight'), `${formatMeasure(truck.currentWeight)} ${t('units.kg')}`],
    [t('details.volume'), `${formatMeasure(truck.currentVolume)} ${t('units.m3')}`],
    [t('details.fill'), truckFill(truck.currentVolume, truck.capacity).label],
  ] as const;
  return (
    <TitledDialog
      open
      onOpenChange={onOpenChange}
      title={
        <span className="flex flex-wrap items-center gap-2">
          {t('details.title', { number: truck.number })}
          <TruckStatusBadge status={truck.status} />
        </span>
      }
      description={t('details.description')}
      closeLabel={t('dialogClose')}
      className="max-w-3xl"
      fillsPhoneScreen
    >
      <FactList
        facts={summary}
        className="grid grid-cols-2 gap-3 rounded-[var(--radius-control)] bg-neutral-50 p-3 text-sm sm:grid-cols-4"
        aria-label={t('details.description')}
      />
      <TruckFillBar
        currentVolume={truck.currentVolume}
        capacity={truck.capacity}
        label={t('details.fill')}
      />
      <section className="flex flex-col gap-2" aria-labelledby="truck-goods-title">
        <h3 id="truck-goods-title" className="font-semibold text-navy-900">
          {t('details.goodsTitle')}
        </h3>
        <TruckGoods truckId={truck.id} />
      </section>
      <section className="flex flex-col gap-2" aria-labelledby="truck-materials-title">
        <h3 id="truck-materials-title" className="font-semibold text-navy-900">
          {t('details.materialsTitle')}
        </h3>
        <OwnerDocumentsPanel owner={{ kind: 'trucks', id: truck.id }} />
      </section>
    </TitledDialog>
  );
}
