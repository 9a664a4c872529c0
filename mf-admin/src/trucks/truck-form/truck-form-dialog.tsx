import { recordFormDialog } from '../../admin-forms';
import { useCreateTruck, useUpdateTruck } from '../data/truck-mutations';
import { TruckForm } from './truck-form';
import { newTruckFormValues, truckFormValuesOf } from './truck-form-values';

/** 'Add truck' or 'Edit truck'. */
export const TruckFormDialog = recordFormDialog({
  namespace: 'admin-trucks',
  texts: 'truckForm',
  width: 'max-w-lg',
  Form: TruckForm,
  newValues: newTruckFormValues,
  valuesOf: truckFormValuesOf,
  useCreate: useCreateTruck,
  useUpdate: useUpdateTruck,
});
