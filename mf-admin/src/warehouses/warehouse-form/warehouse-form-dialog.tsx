import { recordFormDialog } from '../../admin-forms/index.js';
import { useCreateWarehouse, useUpdateWarehouse } from '../data/warehouse-mutations.js';
import { WarehouseForm } from './warehouse-form.js';
import { newWarehouseFormValues, warehouseFormValuesOf } from './warehouse-form-values.js';

/** 'Add warehouse' or 'Edit warehouse'. */
export const WarehouseFormDialog = recordFormDialog({
  namespace: 'admin-warehouses',
  texts: 'warehouseForm',
  width: 'max-w-2xl',
  holdCancelWhilePending: true,
  Form: WarehouseForm,
  newValues: newWarehouseFormValues,
  valuesOf: warehouseFormValuesOf,
  useCreate: useCreateWarehouse,
  useUpdate: useUpdateWarehouse,
  entity: 'warehouse',
  requiredOnUpdate: ['location'],
});
