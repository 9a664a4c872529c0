import { recordFormDialog, savingAs } from '../admin-forms/index.js';
import { useCreateStaffMember, useUpdateStaffMember } from './data/staff-api.js';
import { StaffForm, newStaffFormValues, staffFormValuesOf } from './staff-form.js';

/** 'Add colleague' or 'Edit colleague'. */
export const StaffFormDialog = recordFormDialog({
  namespace: 'admin-staff',
  texts: 'form',
  width: 'max-w-lg',
  holdCancelWhilePending: true,
  Form: StaffForm,
  newValues: newStaffFormValues,
  valuesOf: staffFormValuesOf,
  useCreate: useCreateStaffMember,
  // Staff accounts carry no version yet: their saves go as they always did.
  useUpdate: (username) => savingAs(useUpdateStaffMember(username), ({ body }) => body),
});
