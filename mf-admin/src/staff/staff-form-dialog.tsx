import { recordFormDialog } from '../admin-forms/index.js';
import { type StaffRecord, useCreateStaffMember, useUpdateStaffMember } from './data/staff-api.js';
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
  // The calls name the account by its username, the If-Match tag by its number.
  useUpdate: (username: string, { record }: { record?: StaffRecord }) =>
    useUpdateStaffMember(username, record?.userId ?? 0),
  entity: 'user',
});
