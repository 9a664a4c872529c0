import { api, formatMeasure, type WarehouseAnswer } from '@silkway/contracts';
import { Badge } from '@silkway/ui';
import { MapPin, Package } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { EditDeleteButtons } from '../../record-actions/index.js';
import { Link } from '@silkway/app-frame/router';
import { adminPaths } from '../../admin-paths.js';
import { WarehouseStatusBadge } from './warehouse-status-badge.js';
import { warehouseUtilization } from './warehouse-utilization.js';
import { FactList } from '../../fact-list/index.js';

interface WarehouseCardProps {
  warehouse: WarehouseAnswer;
  inventoryCount: number;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One warehouse: the whole card opens its page (the name's link stretches over it), while the
 * edit and delete buttons sit above that link.
 */
export function WarehouseCard({ warehouse, inventoryCount, onEdit, onDelete }: WarehouseCardProps) {
  const { t } = useTranslation('admin-warehouses');
  const utilization = warehouseUtilization(warehouse);
  const notSpecified = t('card.notSpecified');
  const facts = [
    [t('card.address'), warehouse.address ?? notSpecified],
    [t('card.manager'), warehouse.manager ?? notSpecified],
    [t('card.phone'), warehouse.phone ?? notSpecified],
    [t('card.capacity'), `${formatMeasure(warehouse.capacity)} ${t('units.m3')}`],
  ] as const;

  return (
    <article className="relative flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4 shadow-[var(--shadow-card)] transition-colors focus-within:ring-2 focus-within:ring-navy-200 hover:border-navy-300">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-lg font-semibold text-navy-900">
            <Link
              to={adminPaths.warehouse(warehouse.id)}
              aria-label={t('card.open', { name: warehouse.name })}
              className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none"
            >
              {warehouse.name}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-neutral-600">
            <MapPin className="size-4 shrink-0" strokeWidth={2} aria-hidden />
            <span className="truncate">{warehouse.location}</span>
          </p>
        </div>
        <WarehouseStatusBadge isActive={warehouse.isActive} />
      </header>

      <FactList facts={facts} className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="text-xs text-neutral-600">{t('card.utilization')}</dt>
          <dd className="flex flex-col gap-1">
            <span className="tabular-nums text-neutral-900">
              {utilization.hasCapacity
                ? t('card.utilizationValue', {
                    used: utilization.used,
                    capacity: utilization.capacity,
                    percent: utilization.percent,
                  })
                : t('card.utilizationNoCapacity', { used: utilization.used })}
            </span>
            <span className="h-2 overflow-hidden rounded-full bg-neutral-100" aria-hidden>
              <span
                className="block h-full rounded-full bg-navy-500"
                style={{ width: `${utilization.barPercent}%` }}
              />
            </span>
          </dd>
        </div>
      </FactList>

      <footer className="mt-auto flex items-center justify-between gap-2 border-t border-neutral-200 pt-3">
        <Badge tone="brand">
          <Package className="size-3.5" strokeWidth={2} aria-hidden />
          {t('card.items', { count: inventoryCount })}
        </Badge>
        <EditDeleteButtons
          calls={{ edit: api.warehouses.update, delete: api.warehouses.delete }}
          className="relative z-10"
          editLabel={t('card.edit', { name: warehouse.name })}
          deleteLabel={t('card.delete', { name: warehouse.name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </footer>
    </article>
  );
}
