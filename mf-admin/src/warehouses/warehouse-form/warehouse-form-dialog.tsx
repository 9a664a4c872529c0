import { recordFormDialog } from '../../admin-forms';
import { useCreateWarehouse, useUpdateWarehouse } from '../data/warehouse-mutations';
import { WarehouseForm } from './warehouse-form';
import { newWarehouseFormValues, warehouseFormValuesOf } from './warehouse-form-values';

/** 'Add warehouse' or 'Edit warehouse'. */
export const WarehouseFormDialog = recordFormDialog({
  namespace: 'admin-warehouses',
  texts: 'warehouseForm',
  width: 'max-w-2xl',
  Form: WarehouseForm,
  newValues: newWarehouseFormValues,
  valuesOf: warehouseFormValuesOf,
  useCreate: useCreateWarehouse,
  useUpdate: useUpdateWarehouse,
});
