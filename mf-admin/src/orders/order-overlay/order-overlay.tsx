import {
  api,
  fromCents,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderWithItemsAnswer,
} from '@silkway/contracts';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  EmptyState,
  FormField,
  Spinner,
} from '@silkway/ui';
import {
  AlertTriangle,
  FileSpreadsheet,
  FileText,
  PackageOpen,
  Pencil,
  Plus,
  Printer,
  Trash2,
  Warehouse,
  X,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatMoney } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import { formatDisplayDate } from '../../formats/index.js';
import { useChangeOrderStatus, useDeleteOrder } from '../data/order-mutations.js';
import { useOrder } from '../data/order-queries.js';
import { FromWarehouseDialog } from '../from-warehouse/from-warehouse-dialog.js';
import { ItemFormDialog } from '../item-form/item-form-dialog.js';
import { OrderDocumentsDialog } from '../order-documents/order-documents-dialog.js';
import { OrderItemCard } from '../order-items/order-item-card.js';
import { useItemSelection, type ItemSelection } from '../order-items/item-selection.js';
import { ItemsBulkBar } from '../order-items/items-bulk-bar.js';
import { SelectAllItems } from '../order-items/select-all-items.js';
import { OrderFormDialog } from '../order-form/order-form-dialog.js';
import { OrderStatusBadge } from '../order-status/status-badges.js';
import { PaymentsBlock, usePaidToOrderCents } from '../../payments/index.js';
import { afterNextPaint, usePainted, useRevealedCount } from '../../list-states/index.js';
import { OrderFollowers } from './order-followers.js';
import { OrderTotalsSummary } from './order-totals-summary.js';
import { PrintDocumentsDialog } from '../print-documents/print-documents-dialog.js';
import { ImportDialog } from '../../spreadsheets/index.js';
import { orderKeys } from '../data/orders-api.js';
import { ChoiceSelect } from '../../admin-forms/index.js';
import { Allowed, operation, useAdminCan, useMayCall } from '../../auth/index.js';
import { ChangedByLine } from '../../live-changes/index.js';
import { FactList } from '../../fact-list/index.js';

interface OrderOverlayProps {
  orderId: number;
  onClose: () => void;
}

/** The order detail overlay of product.md §2.10: the order, its status, money and items, over the list. */
export function OrderOverlay({ orderId, onClose }: OrderOverlayProps) {
  const { t } = useTranslation('admin-orders');
  const order = useOrder(orderId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('overlay.close')}
        aria-describedby={undefined}
        onOpenAutoFocus={focusPanelAfterPaint}
        className="max-w-5xl gap-6 bg-neutral-50 p-4 sm:p-6 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-screen max-sm:rounded-none"
      >
        {order.isPending ? (
          <>
            <DialogTitle className="sr-only">{t('overlay.loading')}</DialogTitle>
            <Spinner label={t('overlay.loading')} className="justify-center py-16" />
          </>
        ) : order.isError ? (
          <>
            <DialogTitle className="sr-only">{t('overlay.loadError')}</DialogTitle>
            <EmptyState
              icon={AlertTriangle}
              title={
                order.error.message.startsWith('404')
                  ? t('overlay.notFound')
                  : t('overlay.loadError')
              }
              description={order.error.message}
              className="bg-white"
            />
          </>
        ) : (
          <OrderDetail order={order.data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The item cards a 900 px screen shows under the order's head, built in the frame after it. */
const FIRST_FRAME_ITEMS = 3;
/** About 40 ms of building per frame for the cards further down. */
const ITEMS_PER_FRAME = 4;

function OrderItemCards({
  items,
  selection,
}: {
  items: OrderWithItemsAnswer['items'];
  /** Absent when the role may not tick items for one change of them all. */
  selection: ItemSelection | undefined;
}) {
  const shown = useRevealedCount(items.length, FIRST_FRAME_ITEMS, ITEMS_PER_FRAME);
  return (
    <ul className="flex flex-col gap-3">
      {items.slice(0, shown).map((item) => (
        <li key={item.id}>
          <OrderItemCard
            item={item}
            {...(selection
              ? {
                  selection: {
                    checked: selection.isSelected(item.id),
                    onCheckedChange: (checked: boolean) => selection.toggle(item.id, checked),
                  },
                }
              : {})}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Moves the focus into the overlay (onto the panel, which names the order to a screen reader) once its
 * first frame is painted: Radix's own focus on the first control forced a layout of the whole overlay
 * before that frame (78–96 ms).
 */
function focusPanelAfterPaint(event: Event) {
  event.preventDefault();
  const panel = event.currentTarget as HTMLElement;
  afterNextPaint(() => panel.focus({ preventScroll: true }));
}

function OrderDetail({ order, onClose }: { order: OrderWithItemsAnswer; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-orders');
  const [editing, setEditing] = useState(false);
  const [addingItem, setAddingItem] = useState(false);
  const [takingFromWarehouse, setTakingFromWarehouse] = useState(false);
  const [showingDocuments, setShowingDocuments] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [importingItems, setImportingItems] = useState(false);
  const { t: tData } = useTranslation('admin-data');
  const changeStatus = useChangeOrderStatus(order.id, order.version);
  const deleteOrder = useDeleteOrder(order.id, order.version);
  const notSet = t('item.notSet');
  // Ticking items for one change of them all needs what changing one item's status or truck needs.
  const can = useAdminCan();
  const mayCall = useMayCall();
  const { t: tAdmin } = useTranslation('admin');
  const mayHandleItems = mayCall(api.items.changeMany);
  const itemIds = useMemo(() => order.items.map((item) => item.id), [order.items]);
  const selection = useItemSelection(itemIds);
  // The order, its status and totals are painted first; its items, payments and dialogs a frame later.
  const painted = usePainted();

  const facts = [
    [t('overlay.code'), order.code ?? notSet],
    [
      t('overlay.customer'),
      order.counterpartyName
        ? [order.counterpartyName, order.counterpartyCompany].filter(Boolean).join(' · ')
        : notSet,
    ],
    [t('overlay.warehouse'), order.warehouse ?? notSet],
    [t('overlay.createdAt'), formatDisplayDate(order.createdAt, i18n.language) ?? notSet],
  ] as const;

  // Asked while the confirmation is open: what the order's items were paid becomes the client's advance.
  const paidCents = usePaidToOrderCents(
    order.id,
    confirmingDelete && order.counterpartyId !== null && can('payments.read'),
  );

  const confirmDelete = () =>
    deleteOrder.mutate(undefined, {
      onSuccess: () => {
        setConfirmingDelete(false);
        onClose();
      },
    });

  return (
    <>
      <header className="flex flex-col gap-4 pr-8">
        <div className="flex flex-wrap items-center gap-3">
          <DialogTitle className="text-xl">{order.name}</DialogTitle>
          <OrderStatusBadge status={order.status} />
        </div>
        <DialogDescription asChild>
          <FactList
            facts={facts}
            className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4"
          />
        </DialogDescription>
        <ChangedByLine entity="order" id={order.id} />
        <OrderFollowers orderId={order.id} />
        <div className="flex flex-wrap gap-2">
          <Allowed call={api.orders.update}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing(true)}
              {...operation(api.orders.update)}
            >
              <Pencil strokeWidth={2} aria-hidden />
              {t('overlay.edit')}
            </Button>
          </Allowed>
          <Button variant="secondary" size="sm" onClick={() => setShowingDocuments(true)}>
            <FileText strokeWidth={2} aria-hidden />
            {t('overlay.documents')}
          </Button>
          <Allowed call={api.printedDocuments.labels}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setPrinting(true)}
              {...operation(api.printedDocuments.labels)}
            >
              <Printer strokeWidth={2} aria-hidden />
              {tData('print.open')}
            </Button>
          </Allowed>
          <Allowed call={api.orders.delete}>
            <Button
              variant="destructive"
              size="sm"
              onClick={() => setConfirmingDelete(true)}
              {...operation(api.orders.delete)}
            >
              <Trash2 strokeWidth={2} aria-hidden />
              {t('overlay.delete')}
            </Button>
          </Allowed>
          <Button variant="ghost" size="sm" onClick={onClose}>
            <X strokeWidth={2} aria-hidden />
            {t('overlay.close')}
          </Button>
        </div>
      </header>

      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4">
          <FormField label={t('overlay.status')}>
            {(fieldControl) => (
              <ChoiceSelect
                fieldControl={fieldControl}
                value={order.status}
                disabled={changeStatus.isPending}
                readOnlyReason={mayCall(api.orders.changeStatus) ? null : tAdmin('readOnly')}
                triggerData={operation(api.orders.changeStatus)}
                options={ORDER_STATUSES.map((status) => ({
                  value: status,
                  text: t(`orderStatusOption.${status}`),
                }))}
                onChange={(status: OrderStatus) => changeStatus.mutate(status)}
              />
            )}
          </FormField>
          <div>
            <h3 className="text-sm font-medium text-neutral-800">{t('overlay.comments')}</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-neutral-700">
              {order.comments ?? t('overlay.noComments')}
            </p>
          </div>
        </div>
        <OrderTotalsSummary
          totalAmount={order.totalAmount}
          remainingAmount={order.remainingAmount}
        />
      </div>

      {painted && (
        <>
          <section className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <h3 className="text-lg font-semibold text-navy-900">
                  {t('overlay.items', { count: order.items.length })}
                </h3>
                {mayHandleItems && order.items.length > 0 && (
                  <SelectAllItems
                    checked={selection.allSelected}
                    indeterminate={selection.someSelected}
                    onCheckedChange={selection.selectAll}
                  />
                )}
              </div>
              <Allowed call={api.items.addToOrder}>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    onClick={() => setAddingItem(true)}
                    {...operation(api.items.addToOrder)}
                  >
                    <Plus strokeWidth={2} aria-hidden />
                    {t('overlay.addItem')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setTakingFromWarehouse(true)}
                    {...operation(api.items.addToOrder)}
                  >
                    <Warehouse strokeWidth={2} aria-hidden />
                    {t('overlay.fromWarehouse')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setImportingItems(true)}
                    {...operation(api.spreadsheets.importItems)}
                  >
                    <FileSpreadsheet strokeWidth={2} aria-hidden />
                    {tData('import.open')}
                  </Button>
                </div>
              </Allowed>
            </div>
            {order.items.length === 0 ? (
              <EmptyState
                icon={PackageOpen}
                title={t('overlay.noItemsTitle')}
                description={t('overlay.noItemsDescription')}
                className="bg-white"
              />
            ) : (
              <OrderItemCards
                items={order.items}
                selection={mayHandleItems ? selection : undefined}
              />
            )}
            {selection.selectedIds.length > 0 && (
              <ItemsBulkBar
                orderId={order.id}
                items={order.items}
                selectedIds={selection.selectedIds}
                onClear={selection.clear}
              />
            )}
          </section>

          {order.counterpartyId === null ? null : (
            <PaymentsBlock counterpartyId={order.counterpartyId} orderId={order.id} />
          )}

          <OrderFormDialog mode="edit" order={order} open={editing} onOpenChange={setEditing} />
          <ItemFormDialog
            mode="add"
            orderId={order.id}
            open={addingItem}
            onOpenChange={setAddingItem}
          />
          {takingFromWarehouse && (
            <FromWarehouseDialog orderId={order.id} onOpenChange={setTakingFromWarehouse} />
          )}
          {showingDocuments && (
            <OrderDocumentsDialog
              orderId={order.id}
              orderName={order.name}
              onOpenChange={setShowingDocuments}
            />
          )}
          {printing && <PrintDocumentsDialog order={order} onOpenChange={setPrinting} />}
          <ImportDialog
            title={tData('import.itemsTitle')}
            sheet="orderItems"
            id={order.id}
            open={importingItems}
            onOpenChange={setImportingItems}
            refreshes={[orderKeys.all]}
          />
          <ConfirmDialog
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            title={t('overlay.deleteTitle')}
            description={
              paidCents > 0
                ? t('overlay.deletePaidDescription', {
                    name: order.name,
                    amount: formatMoney(fromCents(paidCents), 'USD', i18n.language),
                    client: order.counterpartyName,
                  })
                : t('overlay.deleteDescription', { name: order.name })
            }
            confirmLabel={t('overlay.deleteConfirm')}
            cancelLabel={t('overlay.cancel')}
            closeLabel={t('dialogClose')}
            onConfirm={confirmDelete}
            pending={deleteOrder.isPending}
          />
        </>
      )}
    </>
  );
}
