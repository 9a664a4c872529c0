import type { ItemAnswer } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { useTrucks } from '../../trucks/index.js';
import { useAddItem, useUpdateItem, type ItemFormBody } from '../data/order-mutations.js';
import { ItemForm } from './item-form.js';
import { itemFormValuesOf, newItemFormValues } from './item-form-values.js';
import { FormDialogFrame } from '../../admin-forms/index.js';

type ItemFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void } & (
  { mode: 'add'; orderId: number } | { mode: 'edit'; item: ItemAnswer }
);

/** 'Add item' to the open order, or 'Edit item'; the dialog closes once the server has saved it. */
export function ItemFormDialog(props: ItemFormDialogProps) {
  const { t } = useTranslation('admin-orders');
  const addItem = useAddItem(props.mode === 'add' ? props.orderId : 0);
  const updateItem = useUpdateItem(props.mode === 'edit' ? props.item.id : 0);
  const save = props.mode === 'add' ? addItem : updateItem;
  // Editing loads the goods into a truck (the inventory's truck-load projection follows).
  const trucks = useTrucks({ enabled: props.open && props.mode === 'edit' });
  const close = () => props.onOpenChange(false);

  return (
    <FormDialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      closeLabel={t('dialogClose')}
      className="max-w-3xl"
      title={props.mode === 'add' ? t('itemForm.addTitle') : t('itemForm.editTitle')}
      description={t('itemForm.description')}
    >
      {props.open && (
        <ItemForm
          mode={props.mode}
          defaultValues={props.mode === 'add' ? newItemFormValues() : itemFormValuesOf(props.item)}
          onSubmit={(body: ItemFormBody) => save.mutate(body, { onSuccess: close })}
          onCancel={close}
          pending={save.isPending}
          {...(props.mode === 'edit' && trucks.data ? { trucks: trucks.data } : {})}
        />
      )}
    </FormDialogFrame>
  );
}
