import type { WarehouseAnswer } from '@silkway/contracts';
import { ConfirmDialog } from '@silkway/ui';
import { Warehouse } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { useDeleteWarehouse } from '../data/warehouse-mutations.js';
import { useInventoryCounts, useWarehouses } from '../data/warehouse-queries.js';
import { WarehouseFormDialog } from '../warehouse-form/warehouse-form-dialog.js';
import { WarehouseCard } from './warehouse-card.js';
import { ListLoading, ListLoadError, ListMessage } from '../../list-states/index.js';

/** The card grid with its loading, empty and error states, and the edit and delete dialogs of a card. */
export function WarehouseGrid() {
  const { t } = useTranslation('admin-warehouses');
  const warehouses = useWarehouses();
  const counts = useInventoryCounts();
  const [editing, setEditing] = useState<WarehouseAnswer | null>(null);
  const [deleting, setDeleting] = useState<WarehouseAnswer | null>(null);

  if (warehouses.isPending) {
    return (
      <ListLoading
        label={t('list.loading')}
        count={3}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        placeholderClassName="h-64 w-full"
      />
    );
  }
  if (warehouses.isError) {
    return (
      <ListLoadError
        title={t('list.errorTitle')}
        message={warehouses.error.message}
        retryLabel={t('list.retry')}
        onRetry={warehouses.refetch}
      />
    );
  }
  if (warehouses.data.length === 0) {
    return (
      <ListMessage
        icon={Warehouse}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
      />
    );
  }

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {warehouses.data.map((warehouse) => (
          <li key={warehouse.id}>
            <WarehouseCard
              warehouse={warehouse}
              inventoryCount={counts.data?.[String(warehouse.id)] ?? 0}
              onEdit={() => setEditing(warehouse)}
              onDelete={() => setDeleting(warehouse)}
            />
          </li>
        ))}
      </ul>
      {editing && (
        <WarehouseFormDialog
          mode="edit"
          record={editing}
          open
          onOpenChange={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteWarehouseDialog
          warehouse={deleting}
          stockLines={counts.data?.[String(deleting.id)] ?? 0}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

/**
 * Says what will happen: a warehouse holding stock is refused, so the dialog says so and offers only
 * cancelling; after a refusal it closes (the toast tells why).
 */
function DeleteWarehouseDialog({
  warehouse,
  stockLines,
  onClose,
}: {
  warehouse: WarehouseAnswer;
  stockLines: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-warehouses');
  const deleteWarehouse = useDeleteWarehouse(warehouse.id, warehouse.version);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('deleteWarehouse.title')}
      description={
        stockLines > 0
          ? t('deleteWarehouse.hasStock', { name: warehouse.name, count: stockLines })
          : t('deleteWarehouse.description', { name: warehouse.name })
      }
      confirmDisabled={stockLines > 0}
      confirmLabel={t('deleteWarehouse.confirm')}
      cancelLabel={t('deleteWarehouse.cancel')}
      closeLabel={t('dialogClose')}
      pending={deleteWarehouse.isPending}
      onConfirm={() => deleteWarehouse.mutate(undefined, { onSettled: onClose })}
    />
  );
}
