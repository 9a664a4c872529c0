import {
  api,
  formatMeasure,
  ITEM_STATUSES,
  type ItemAnswer,
  type ItemStatus,
} from '@silkway/contracts';
import { Button, cn, ConfirmDialog } from '@silkway/ui';
import { AlertTriangle, Camera, History, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import { ChoiceSelect } from '../../admin-forms/index.js';
import { Allowed, operation, useMayCall } from '../../auth/index.js';
import { useTruckNumber } from '../../trucks/index.js';
import { formatDisplayDate } from '../../formats/index.js';
import { useChangeItemStatus, useDeleteItem } from '../data/order-mutations.js';
import { ItemFormDialog } from '../item-form/item-form-dialog.js';
import { ItemHistoryDialog } from '../item-history/item-history-dialog.js';
import { ItemPhotosDialog } from '../item-photos/item-photos-dialog.js';
import { PaymentStatusBadge, StockStatusBadge } from '../order-status/status-badges.js';
import {
  itemStatusTextKey,
  itemTakesPhotos,
  transportTextKey,
  unitTextKey,
} from '../order-status/status-labels.js';

type ItemDialog = 'edit' | 'history' | 'photos' | 'delete' | null;

function FactBlock({
  title,
  facts,
}: {
  title: string;
  facts: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <div className="rounded-[var(--radius-control)] bg-neutral-50 p-3">
      <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-neutral-600">
        {title}
      </h4>
      <dl className="grid gap-1.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="text-neutral-600">{label}</dt>
            <dd className="text-right font-medium tabular-nums text-neutral-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The item's tick for a change of several items at once; absent where the items cannot be handled. */
export interface ItemSelectionTick {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One item of the open order (product.md §2.10): what it is, its money, its delivery and what can be done with it. */
export function OrderItemCard({
  item,
  selection,
}: {
  item: ItemAnswer;
  selection?: ItemSelectionTick;
}) {
  const { t, i18n } = useTranslation('admin-orders');
  const { t: tAdmin } = useTranslation('admin');
  const mayCall = useMayCall();
  const [dialog, setDialog] = useState<ItemDialog>(null);
  const changeStatus = useChangeItemStatus(item.id, item.version);
  const deleteItem = useDeleteItem(item.orderId, item.id, item.version);
  const notSet = t('item.notSet');
  const truckNumber = useTruckNumber(item.truckId);
  const unit = t(unitTextKey(item.volumeType));
  const usd = (amount: number) => formatMoney(amount, 'USD', i18n.language);
  const date = (value: string | null) => formatDisplayDate(value, i18n.language) ?? notSet;
  const closeDialog = (open: boolean) => !open && setDialog(null);

  const financial = [
    [t('item.pricePerUnit'), usd(item.pricePerUnit)],
    [t('item.goodsPrice'), usd(item.totalPrice)],
    [t('item.transportCost'), usd(item.totalTransportCost)],
    [t('item.transport'), t(transportTextKey(item.transport))],
  ] as const;
  const totals = [
    [t('item.totalAmount'), usd(item.totalAmount)],
    [t('item.remainingAmount'), usd(item.remainingAmount)],
  ] as const;
  const measure =
    item.volumeType === 'kg'
      ? ([t('item.weight'), `${formatMeasure(item.weight)} ${unit}`] as const)
      : ([t('item.volume'), `${formatMeasure(item.volume)} ${unit}`] as const);
  const delivery = [
    [t('item.destination'), item.destination ?? notSet],
    measure,
    [t('item.truck'), item.truck?.number ?? truckNumber ?? notSet],
    [t('item.shipmentDate'), date(item.shipmentDate)],
    [t('item.expectedDelivery'), date(item.expectedDeliveryDate)],
    [
      t('item.deliveryPeriod'),
      item.deliveryPeriod === null ? notSet : t('item.days', { count: item.deliveryPeriod }),
    ],
  ] as const;

  return (
    <article
      aria-label={item.code}
      className={cn(
        'flex flex-col gap-3 rounded-[var(--radius-card)] border bg-white p-4 shadow-[var(--shadow-card)]',
        selection?.checked ? 'border-navy-400 ring-1 ring-navy-400' : 'border-neutral-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {selection && (
              <input
                type="checkbox"
                aria-label={t('bulk.selectItem', { code: item.code })}
                checked={selection.checked}
                onChange={(event) => selection.onCheckedChange(event.target.checked)}
                className="size-4 accent-navy-700"
              />
            )}
            <h4 className="font-semibold tabular-nums text-navy-900">{item.code}</h4>
            <PaymentStatusBadge paymentStatus={item.paymentStatus} />
            {item.stockStatus && <StockStatusBadge stockStatus={item.stockStatus} />}
          </div>
          <p className="text-sm text-neutral-800">{item.name}</p>
          <p className="text-sm tabular-nums text-neutral-600">
            {t('item.quantity')}: {item.quantity}
          </p>
        </div>
        <ChoiceSelect
          label={t('item.status')}
          value={item.status}
          disabled={changeStatus.isPending}
          readOnlyReason={mayCall(api.items.changeStatus) ? null : tAdmin('readOnly')}
          options={ITEM_STATUSES.map((status) => ({
            value: status,
            text: t(itemStatusTextKey(status)),
          }))}
          onChange={(status: ItemStatus) => changeStatus.mutate(status)}
          className="h-9 w-44"
          triggerData={operation(api.items.changeStatus)}
        />
      </div>
      {item.stockStatus === 'rejected' && (
        <p className="flex items-start gap-2 rounded-[var(--radius-control)] bg-status-error px-3 py-2 text-sm text-status-error-fg">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" strokeWidth={2} aria-hidden />
          <span>
            <span className="font-semibold">{t('item.stockRejected')}</span> {item.stockNote ?? ''}
          </span>
        </p>
      )}
      {item.characteristics && (
        <p className="text-sm text-neutral-700">
          <span className="font-medium text-neutral-800">{t('fields.characteristics')}:</span>{' '}
          {item.characteristics}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-3">
        <FactBlock title={t('item.financial')} facts={financial} />
        <FactBlock title={t('item.totals')} facts={totals} />
        <FactBlock title={t('item.delivery')} facts={delivery} />
      </div>
      <div
        role="group"
        aria-label={t('item.actions', { code: item.code })}
        className="flex flex-wrap gap-2"
      >
        <Allowed call={api.items.update}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDialog('edit')}
            {...operation(api.items.update)}
          >
            <Pencil strokeWidth={2} aria-hidden />
            {t('item.edit')}
          </Button>
        </Allowed>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDialog('history')}
          {...operation(api.items.history)}
        >
          <History strokeWidth={2} aria-hidden />
          {t('item.history')}
        </Button>
        {itemTakesPhotos(item.status) && mayCall(api.items.replacePhotos) && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDialog('photos')}
            {...operation(api.items.replacePhotos)}
          >
            <Camera strokeWidth={2} aria-hidden />
            {t('item.photos', { count: item.photos.length })}
          </Button>
        )}
        <Allowed call={api.items.removeFromOrder}>
          <Button
            variant="ghostDestructive"
            size="sm"
            onClick={() => setDialog('delete')}
            {...operation(api.items.removeFromOrder)}
          >
            <Trash2 strokeWidth={2} aria-hidden />
            {t('item.delete')}
          </Button>
        </Allowed>
      </div>

      {dialog === 'edit' && (
        <ItemFormDialog mode="edit" item={item} open onOpenChange={closeDialog} />
      )}
      {dialog === 'history' && <ItemHistoryDialog item={item} onOpenChange={closeDialog} />}
      {dialog === 'photos' && <ItemPhotosDialog item={item} onOpenChange={closeDialog} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={closeDialog}
        title={t('item.deleteTitle')}
        description={
          givesStockBack(item)
            ? t('item.deleteFromStockDescription', { name: item.name, count: item.quantity })
            : t('item.deleteDescription', { name: item.name })
        }
        confirmLabel={t('item.deleteConfirm')}
        cancelLabel={t('item.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => deleteItem.mutate(undefined, { onSuccess: () => setDialog(null) })}
        pending={deleteItem.isPending}
      />
    </article>
  );
}

/** An item taken from stock gives its units back when deleted, unless the stock refused it. */
const givesStockBack = (item: ItemAnswer): boolean =>
  item.fromInventory && item.stockStatus !== 'rejected';
