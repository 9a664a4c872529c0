import type { TruckAnswer, TruckCreateBody } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { useCreateTruck, useUpdateTruck } from '../data/truck-mutations';
import { TruckForm } from './truck-form';
import { newTruckFormValues, truckFormValuesOf } from './truck-form-values';
import { FormDialogFrame } from '../../admin-forms';

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
    <FormDialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-lg"
      title={props.mode === 'create' ? t('truckForm.createTitle') : t('truckForm.editTitle')}
      description={t('truckForm.description')}
    >
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
    </FormDialogFrame>
  );
}
