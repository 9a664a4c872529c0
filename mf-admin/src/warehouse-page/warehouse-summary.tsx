import { formatMeasure, type WarehouseAnswer } from '@silkway/contracts';
import { MapPin } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { WarehouseStatusBadge } from '../warehouses/index.js';
import { FactList } from '../fact-list/index.js';
import { ChangedByLine } from '../live-changes/index.js';

/** product.md §2.10: location, the active/inactive badge and the info block (address, manager, capacity, item count, comments). */
export function WarehouseSummary({
  warehouse,
  itemCount,
}: {
  warehouse: WarehouseAnswer;
  itemCount: number | null;
}) {
  const { t } = useTranslation('admin-warehouses');
  const notSpecified = t('page.notSpecified');
  const facts = [
    [t('page.address'), warehouse.address ?? notSpecified],
    [t('page.manager'), warehouse.manager ?? notSpecified],
    [t('page.phone'), warehouse.phone ?? notSpecified],
    [t('page.capacity'), `${formatMeasure(warehouse.capacity)} ${t('units.m3')}`],
    [t('page.itemCount'), itemCount === null ? '…' : String(itemCount)],
  ] as const;

  return (
    <section
      aria-labelledby="warehouse-info-title"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-1.5 text-neutral-700">
          <MapPin className="size-4 shrink-0" strokeWidth={2} aria-hidden />
          {warehouse.location}
        </p>
        <WarehouseStatusBadge isActive={warehouse.isActive} />
      </div>
      <ChangedByLine entity="warehouse" id={warehouse.id} />
      <h3
        id="warehouse-info-title"
        className="text-sm font-semibold uppercase tracking-wide text-neutral-600"
      >
        {t('page.info')}
      </h3>
      <FactList
        facts={facts}
        className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-5"
      />
      <div className="text-sm">
        <p className="text-xs text-neutral-600">{t('page.comments')}</p>
        <p className="whitespace-pre-line break-words text-neutral-900">
          {warehouse.comments ?? notSpecified}
        </p>
      </div>
    </section>
  );
}
