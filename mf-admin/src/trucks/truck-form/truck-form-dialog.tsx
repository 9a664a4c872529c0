import { recordFormDialog } from '../../admin-forms/index.js';
import { useCreateTruck, useUpdateTruck } from '../data/truck-mutations.js';
import { TruckForm } from './truck-form.js';
import { newTruckFormValues, truckFormValuesOf } from './truck-form-values.js';

/** 'Add truck' or 'Edit truck'. */
export const TruckFormDialog = recordFormDialog({
  namespace: 'admin-trucks',
  texts: 'truckForm',
  width: 'max-w-lg',
  holdCancelWhilePending: true,
  Form: TruckForm,
  newValues: newTruckFormValues,
  valuesOf: truckFormValuesOf,
  useCreate: useCreateTruck,
  useUpdate: useUpdateTruck,
  entity: 'truck',
});
