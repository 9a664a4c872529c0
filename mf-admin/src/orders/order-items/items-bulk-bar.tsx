import { type ItemAnswer, ITEM_STATUSES, type ItemStatus } from '@silkway/contracts';
import { Button } from '@silkway/ui';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { KeepOrChangeSelect } from '../../admin-forms/index.js';
import { truckOptions, useTrucks } from '../../trucks/index.js';
import { useChangeItemsInBulk } from '../data/order-mutations.js';
import { itemStatusTextKey } from '../order-status/status-labels.js';

/** The option that leaves a field of the selected items as each one has it (the choice then shows its name). */
/** The truck choice that takes the selected items out of any truck. */
const NO_TRUCK = 'none';

interface ItemsBulkBarProps {
  orderId: number;
  /** The order's items as shown: the versions of the selected ones go with the change. */
  items: readonly Pick<ItemAnswer, 'id' | 'version'>[];
  selectedIds: readonly number[];
  onClear: () => void;
}

/**
 * The bar that shows while items of the open order are ticked: one status and/or one truck for all
 * of them in one call; the server changes all or none. Once applied the selection is cleared and the
 * order, refreshed, shows the new state.
 */
export function ItemsBulkBar({ orderId, items, selectedIds, onClear }: ItemsBulkBarProps) {
  const { t } = useTranslation('admin-orders');
  // '' keeps the field: the choice shows its placeholder.
  const [status, setStatus] = useState<ItemStatus | ''>('');
  const [truck, setTruck] = useState('');
  const trucks = useTrucks();
  const change = useChangeItemsInBulk(orderId, selectedIds.length);
  const nothingChosen = status === '' && truck === '';

  const apply = () =>
    change.mutate(
      {
        itemIds: [...selectedIds],
        itemVersions: items
          .filter((item) => selectedIds.includes(item.id))
          .map(({ id, version }) => ({ id, version })),
        ...(status === '' ? {} : { status }),
        ...(truck === '' ? {} : { truckId: truck === NO_TRUCK ? null : Number(truck) }),
      },
      {
        onSuccess: () => {
          setStatus('');
          setTruck('');
          onClear();
        },
      },
    );

  return (
    <div
      role="region"
      aria-label={t('bulk.bar')}
      className="sticky -bottom-4 z-10 sm:-bottom-6 flex flex-wrap items-center gap-2 rounded-[var(--radius-card)] border border-navy-200 bg-navy-50 p-3 shadow-[var(--shadow-dialog)]"
    >
      <p aria-live="polite" className="mr-auto text-sm font-semibold tabular-nums text-navy-900">
        {t('bulk.selected', { count: selectedIds.length })}
      </p>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
        <KeepOrChangeSelect
          label={t('bulk.status')}
          keepText={t('bulk.keepStatus')}
          value={status}
          options={ITEM_STATUSES.map((option) => ({
            value: option,
            text: t(itemStatusTextKey(option)),
          }))}
          onChange={setStatus}
          className="h-9 min-w-0 bg-white sm:w-48"
        />
        <KeepOrChangeSelect
          label={t('bulk.truck')}
          keepText={t('bulk.keepTruck')}
          value={truck}
          options={[
            { value: NO_TRUCK, text: t('bulk.noTruck') },
            ...truckOptions(trucks.data ?? []),
          ]}
          onChange={setTruck}
          className="h-9 min-w-0 bg-white sm:w-48"
        />
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={nothingChosen || change.isPending}
          onClick={apply}
        >
          <Check strokeWidth={2} aria-hidden />
          {change.isPending ? t('bulk.applying') : t('bulk.apply')}
        </Button>
        <Button variant="ghost" size="sm" className="flex-1 sm:flex-none" onClick={onClear}>
          <X strokeWidth={2} aria-hidden />
          {t('bulk.clear')}
        </Button>
      </div>
    </div>
  );
}
