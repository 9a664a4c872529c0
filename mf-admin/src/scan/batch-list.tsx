import {
  api,
  ITEM_STATUSES,
  type ItemStatus,
  type ScanAnswer,
  type TruckAnswer,
} from '@silkway/contracts';
import { Button } from '@silkway/ui';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { KeepOrChangeSelect } from '../admin-forms/index.js';
import { operation } from '../auth/index.js';
import { itemStatusTextKey } from '../orders/index.js';
import type { NewAction } from './action-queue/use-action-queue.js';
import { scannedActions } from './scanned-actions.js';
import { truckOptions } from '../trucks/index.js';

export type BatchItem = Extract<ScanAnswer, { kind: 'item' }>;

interface BatchListProps {
  items: readonly BatchItem[];
  canChange: boolean;
  loadingTrucks: readonly TruckAnswer[];
  onRemove: (id: number) => void;
  onClear: () => void;
  onAction: (action: NewAction) => void;
}

/**
 * Items scanned in a row, then one status and/or truck for all of them: the bulk item call once per
 * order (it changes one order's items, all or none).
 */
export function BatchList({
  items,
  canChange,
  loadingTrucks,
  onRemove,
  onClear,
  onAction,
}: BatchListProps) {
  const { t } = useTranslation(['admin-scan', 'admin-orders']);
  const [status, setStatus] = useState<ItemStatus | ''>('');
  const [truck, setTruck] = useState('');
  const statusText = (value: ItemStatus) => t(itemStatusTextKey(value), { ns: 'admin-orders' });

  const apply = () => {
    const chosenTruck = loadingTrucks.find((option) => String(option.id) === truck);
    const change = {
      ...(status === '' ? {} : { status }),
      ...(chosenTruck ? { truckId: chosenTruck.id } : {}),
    };
    const changeText = [status === '' ? '' : statusText(status), chosenTruck?.number ?? '']
      .filter(Boolean)
      .join(', ');
    const byOrder = new Map<number, BatchItem[]>();
    for (const item of items)
      byOrder.set(item.order.id, [...(byOrder.get(item.order.id) ?? []), item]);
    for (const [first, ...rest] of byOrder.values())
      if (first)
        onAction(
          scannedActions.bulk(
            first.order,
            [first, ...rest].map(({ id }) => id),
            change,
            changeText,
          ),
        );
    setStatus('');
    setTruck('');
    onClear();
  };

  return (
    <section aria-labelledby="scan-batch-title" className="space-y-2">
      <h2 id="scan-batch-title" className="text-sm font-semibold text-navy-900">
        {t('batch.title', { count: items.length })}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-navy-600">{t('batch.empty')}</p>
      ) : (
        <ul className="divide-y divide-navy-100 rounded-[var(--radius-card)] border border-navy-100 bg-white">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-2 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate">
                <span className="font-semibold">{item.item.code}</span> · {item.item.name}
                <span className="block text-xs text-navy-600">
                  {item.order.code} · {statusText(item.item.status)}
                </span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('batch.remove', { code: item.item.code })}
                onClick={() => onRemove(item.id)}
              >
                <X strokeWidth={2} aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canChange && items.length > 0 && (
        <div className="space-y-2 rounded-[var(--radius-card)] border border-navy-200 bg-navy-50 p-3">
          <div className="grid gap-2">
            <KeepOrChangeSelect
              label={t('actions.status')}
              keepText={t('bulk.keepStatus', { ns: 'admin-orders' })}
              value={status}
              options={ITEM_STATUSES.map((value) => ({ value, text: statusText(value) }))}
              onChange={setStatus}
              className="h-11 min-w-0 bg-white"
            />
            <KeepOrChangeSelect
              label={t('actions.truck')}
              keepText={t('bulk.keepTruck', { ns: 'admin-orders' })}
              value={truck}
              options={truckOptions(loadingTrucks)}
              onChange={setTruck}
              className="h-11 min-w-0 bg-white"
            />
          </div>
          <div className="flex gap-2">
            <Button
              className="h-11 flex-1"
              disabled={status === '' && truck === ''}
              onClick={apply}
              {...operation(api.items.changeMany)}
            >
              <Check strokeWidth={2} aria-hidden />
              {t('batch.apply')}
            </Button>
            <Button variant="ghost" className="h-11" onClick={onClear}>
              {t('batch.clear')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
