import type { TruckAnswer } from '@silkway/contracts';
import { ConfirmDialog } from '@silkway/ui';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { useDeleteTruck } from '../data/truck-mutations.js';
import { useTruckLoads, useTrucks } from '../data/truck-queries.js';
import { TruckDetailsDialog } from '../truck-details/truck-details-dialog.js';
import { TruckFormDialog } from '../truck-form/truck-form-dialog.js';
import { TruckCard } from './truck-card.js';
import { ListLoading, ListLoadError, ListMessage } from '../../list-states/index.js';

/** The card grid with its loading, empty and error states, and a card's details, edit and delete dialogs. */
export function TruckGrid() {
  const { t } = useTranslation('admin-trucks');
  const trucks = useTrucks();
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<TruckAnswer | null>(null);
  const [deleting, setDeleting] = useState<TruckAnswer | null>(null);

  if (trucks.isPending) {
    return (
      <ListLoading
        label={t('list.loading')}
        count={3}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        placeholderClassName="h-52 w-full"
      />
    );
  }
  if (trucks.isError) {
    return (
      <ListLoadError
        title={t('list.errorTitle')}
        message={trucks.error.message}
        retryLabel={t('list.retry')}
        onRetry={trucks.refetch}
      />
    );
  }
  if (trucks.data.length === 0) {
    return (
      <ListMessage
        icon={Truck}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
      />
    );
  }
  // The open truck follows the list, so its figures refresh with it (and the dialog closes if it is deleted).
  const open = trucks.data.find((truck) => truck.id === openId) ?? null;

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {trucks.data.map((truck) => (
          <li key={truck.id}>
            <TruckCard
              truck={truck}
              onOpen={() => setOpenId(truck.id)}
              onEdit={() => setEditing(truck)}
              onDelete={() => setDeleting(truck)}
            />
          </li>
        ))}
      </ul>
      {open && <TruckDetailsDialog truck={open} onOpenChange={() => setOpenId(null)} />}
      {editing && (
        <TruckFormDialog mode="edit" record={editing} open onOpenChange={() => setEditing(null)} />
      )}
      {deleting && <DeleteTruckDialog truck={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

/**
 * Says what will happen: a truck carrying goods is refused, so the dialog counts them and offers only
 * cancelling; after a refusal it closes (the toast tells why).
 */
function DeleteTruckDialog({ truck, onClose }: { truck: TruckAnswer; onClose: () => void }) {
  const { t } = useTranslation('admin-trucks');
  const deleteTruck = useDeleteTruck(truck.id, truck.version);
  const goods = useTruckLoads(truck.id).data?.length ?? 0;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('deleteTruck.title')}
      description={
        goods > 0
          ? t('deleteTruck.hasGoods', { number: truck.number, count: goods })
          : t('deleteTruck.description', { number: truck.number })
      }
      confirmDisabled={goods > 0}
      confirmLabel={t('deleteTruck.confirm')}
      cancelLabel={t('deleteTruck.cancel')}
      closeLabel={t('dialogClose')}
      pending={deleteTruck.isPending}
      onConfirm={() => deleteTruck.mutate(undefined, { onSettled: onClose })}
    />
  );
}
