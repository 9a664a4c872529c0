import type { WarehouseAnswer, WarehouseCreateBody } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { useCreateWarehouse, useUpdateWarehouse } from '../data/warehouse-mutations';
import { WarehouseForm } from './warehouse-form';
import { newWarehouseFormValues, warehouseFormValuesOf } from './warehouse-form-values';
import { FormDialogFrame } from '../../admin-forms';

type WarehouseFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void } & (
  { mode: 'create' } | { mode: 'edit'; warehouse: WarehouseAnswer }
);

/** 'Add warehouse' or 'Edit warehouse'; the dialog closes once the server has saved it. */
export function WarehouseFormDialog(props: WarehouseFormDialogProps) {
  const { t } = useTranslation('admin-warehouses');
  const createWarehouse = useCreateWarehouse();
  const updateWarehouse = useUpdateWarehouse(props.mode === 'edit' ? props.warehouse.id : 0);
  const save = props.mode === 'create' ? createWarehouse : updateWarehouse;
  const close = () => props.onOpenChange(false);

  return (
    <FormDialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-2xl"
      title={
        props.mode === 'create' ? t('warehouseForm.createTitle') : t('warehouseForm.editTitle')
      }
      description={t('warehouseForm.description')}
    >
      {props.open && (
        <WarehouseForm
          mode={props.mode}
          defaultValues={
            props.mode === 'create'
              ? newWarehouseFormValues()
              : warehouseFormValuesOf(props.warehouse)
          }
          onSubmit={(body: WarehouseCreateBody) => save.mutate(body, { onSuccess: close })}
          onCancel={close}
          pending={save.isPending}
        />
      )}
    </FormDialogFrame>
  );
}
