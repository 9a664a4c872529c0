import type { TruckAnswer, TruckCreateBody } from '@silkway/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@silkway/ui';
import { useTranslation } from 'react-i18next';
import { useCreateTruck, useUpdateTruck } from '../data/truck-mutations';
import { TruckForm } from './truck-form';
import { newTruckFormValues, truckFormValuesOf } from './truck-form-values';

type TruckFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void } & (
  { mode: 'create' } | { mode: 'edit'; truck: TruckAnswer }
);

/** 'Add truck' or 'Edit truck'; the dialog closes once the server has saved it. */
export function TruckFormDialog(props: TruckFormDialogProps) {
  const { t } = useTranslation('admin-trucks');
  const createTruck = useCreateTruck();
  const updateTruck = useUpdateTruck(props.mode === 'edit' ? props.truck.id : 0);
  const save = props.mode === 'create' ? createTruck : updateTruck;
  const close = () => props.onOpenChange(false);

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent closeLabel={t('dialogClose')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {props.mode === 'create' ? t('truckForm.createTitle') : t('truckForm.editTitle')}
          </DialogTitle>
          <DialogDescription>{t('truckForm.description')}</DialogDescription>
        </DialogHeader>
        {props.open && (
          <TruckForm
            mode={props.mode}
            defaultValues={
              props.mode === 'create' ? newTruckFormValues() : truckFormValuesOf(props.truck)
            }
            onSubmit={(body: TruckCreateBody) => save.mutate(body, { onSuccess: close })}
            onCancel={close}
            pending={save.isPending}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
