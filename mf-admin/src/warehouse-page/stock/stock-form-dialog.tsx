import type { InventoryItemAnswer } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { useAddStockLine, useUpdateStockLine } from '../../warehouses/index.js';
import { StockForm, type StockFormBody } from './stock-form.js';
import { newStockFormValues, stockFormValuesOf } from './stock-form-values.js';
import { FormDialogFrame } from '../../admin-forms/index.js';

type StockFormDialogProps = {
  warehouseId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & ({ mode: 'add' } | { mode: 'edit'; line: InventoryItemAnswer });

/** 'Add item' to the warehouse, or 'Edit item'; the dialog closes once the server has saved it. */
export function StockFormDialog(props: StockFormDialogProps) {
  const { t } = useTranslation('admin-warehouses');
  const addLine = useAddStockLine();
  const updateLine = useUpdateStockLine(props.mode === 'edit' ? props.line.id : 0);
  const close = () => props.onOpenChange(false);
  const save = (body: StockFormBody) => {
    const withWarehouse = { ...body, warehouseId: props.warehouseId };
    if (props.mode === 'add') addLine.mutate(withWarehouse, { onSuccess: close });
    else updateLine.mutate(withWarehouse, { onSuccess: close });
  };

  return (
    <FormDialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-2xl"
      title={props.mode === 'add' ? t('stockForm.addTitle') : t('stockForm.editTitle')}
      description={t('stockForm.description')}
    >
      {props.open && (
        <StockForm
          mode={props.mode}
          defaultValues={
            props.mode === 'add' ? newStockFormValues() : stockFormValuesOf(props.line)
          }
          onSubmit={save}
          onCancel={close}
          pending={addLine.isPending || updateLine.isPending}
        />
      )}
    </FormDialogFrame>
  );
}
