import { api, formatMeasure, type TruckAnswer } from '@silkway/contracts';
import { Truck } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { EditDeleteButtons } from '../../record-actions/index.js';
import { TruckFillBar } from './truck-fill-bar.js';
import { TruckStatusBadge } from './truck-status-badge.js';
import { FactList } from '../../fact-list/index.js';

interface TruckCardProps {
  truck: TruckAnswer;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One truck: the whole card opens its dialog (the number's button stretches over it); edit and delete sit above it. */
export function TruckCard({ truck, onOpen, onEdit, onDelete }: TruckCardProps) {
  const { t } = useTranslation('admin-trucks');
  const facts = [
    [t('card.capacity'), `${formatMeasure(truck.capacity)} ${t('units.m3')}`],
    [t('card.currentWeight'), `${formatMeasure(truck.currentWeight)} ${t('units.kg')}`],
    [t('card.currentVolume'), `${formatMeasure(truck.currentVolume)} ${t('units.m3')}`],
  ] as const;

  return (
    <article className="relative flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4 shadow-[var(--shadow-card)] transition-colors focus-within:ring-2 focus-within:ring-navy-200 hover:border-navy-300">
      <header className="flex items-start justify-between gap-3">
        <h3 className="flex min-w-0 items-center gap-2 text-lg font-semibold text-navy-900">
          <Truck className="size-5 shrink-0 text-navy-600" strokeWidth={2} aria-hidden />
          <button
            type="button"
            onClick={onOpen}
            aria-label={t('card.open', { number: truck.number })}
            className="truncate text-left after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none"
          >
            {truck.number}
          </button>
        </h3>
        <TruckStatusBadge status={truck.status} />
      </header>

      <FactList facts={facts} className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm" />
      <TruckFillBar
        currentVolume={truck.currentVolume}
        capacity={truck.capacity}
        label={t('card.fill')}
      />

      <footer className="relative z-10 mt-auto border-t border-neutral-200 pt-3">
        <EditDeleteButtons
          calls={{ edit: api.trucks.update, delete: api.trucks.delete }}
          editLabel={t('card.edit', { number: truck.number })}
          deleteLabel={t('card.delete', { number: truck.number })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </footer>
    </article>
  );
}
