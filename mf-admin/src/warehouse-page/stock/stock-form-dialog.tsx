import type { InventoryItemAnswer } from '@silkway/contracts';
import type { VersionedSave } from '@silkway/web-client';
import { useAddStockLine, useUpdateStockLine } from '../../warehouses/index.js';
import { recordFormDialog, savingAs } from '../../admin-forms/index.js';
import { StockForm, type StockFormBody } from './stock-form.js';
import { newStockFormValues, stockFormValuesOf } from './stock-form-values.js';

/** The warehouse the page shows: a line is saved in it. */
interface StockOwner {
  warehouseId: number;
}

const inWarehouse =
  ({ warehouseId }: StockOwner) =>
  (body: StockFormBody) => ({ ...body, warehouseId });

/** 'Add item' to the warehouse, or 'Edit item'; the dialog closes once the server has saved it. */
export const StockFormDialog = recordFormDialog({
  namespace: 'admin-warehouses',
  texts: 'stockForm',
  width: 'max-w-2xl',
  createText: 'add',
  holdCancelWhilePending: true,
  Form: StockForm,
  newValues: newStockFormValues,
  valuesOf: (line: InventoryItemAnswer) => stockFormValuesOf(line),
  useCreate: (owner: StockOwner) => savingAs(useAddStockLine(), inWarehouse(owner)),
  useUpdate: (id, owner: StockOwner) =>
    savingAs(useUpdateStockLine(id), ({ body, version }: VersionedSave<StockFormBody>) => ({
      body: inWarehouse(owner)(body),
      version,
    })),
  entity: 'stock',
  requiredOnUpdate: ['code', 'name'],
});
