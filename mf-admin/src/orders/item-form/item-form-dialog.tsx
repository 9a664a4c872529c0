import type { ItemAnswer } from '@silkway/contracts';
import { useTrucks } from '../../trucks/index.js';
import { recordFormDialog, type RecordFormProps } from '../../admin-forms/index.js';
import { useAddItem, useUpdateItem, type ItemFormBody } from '../data/order-mutations.js';
import { ItemForm } from './item-form.js';
import { itemFormValuesOf, newItemFormValues, type ItemFormValues } from './item-form-values.js';

/** The item form; editing also loads the goods into a truck (the inventory's truck-load projection follows). */
function ItemFormWithTrucks(props: RecordFormProps<ItemFormValues, ItemFormBody>) {
  const trucks = useTrucks({ enabled: props.mode === 'edit' });
  return (
    <ItemForm
      {...props}
      {...(props.mode === 'edit' && trucks.data ? { trucks: trucks.data } : {})}
    />
  );
}

const ItemRecordDialog = recordFormDialog({
  namespace: 'admin-orders',
  texts: 'itemForm',
  width: 'max-w-3xl',
  createText: 'add',
  Form: ItemFormWithTrucks,
  newValues: newItemFormValues,
  valuesOf: (item: ItemAnswer) => itemFormValuesOf(item),
  useCreate: ({ orderId }: { orderId?: number }) => useAddItem(orderId ?? 0),
  useUpdate: useUpdateItem,
  entity: 'item',
});

type ItemFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void } & (
  { mode: 'add'; orderId: number } | { mode: 'edit'; item: ItemAnswer }
);

/** 'Add item' to the open order, or 'Edit item' (as the order overlay and the item card open it). */
export function ItemFormDialog(props: ItemFormDialogProps) {
  const { open, onOpenChange } = props;
  return props.mode === 'add' ? (
    <ItemRecordDialog
      mode="create"
      orderId={props.orderId}
      open={open}
      onOpenChange={onOpenChange}
    />
  ) : (
    <ItemRecordDialog mode="edit" record={props.item} open={open} onOpenChange={onOpenChange} />
  );
}
