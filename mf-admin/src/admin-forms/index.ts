export { changedFields } from './changed-fields.js';
export { ChoiceSelect, choices, type ChoiceLabel, type SelectOption } from './choice-select.js';
export { FormActions } from './form-actions.js';
export { KeepOrChangeSelect } from './keep-or-change-select.js';
export { FormSelect } from './form-select.js';
export { Field, WIDE_FIELD } from './form-fields.js';
export { RecordForm, useRecordForm } from './record-form.js';
export { schemaResolver, useSchemaForm } from './schema-resolver.js';
export {
  recordFormDialog,
  savingAs,
  type RecordFormActions,
  type RecordFormDialogProps,
  type RecordFormProps,
  type SaveMutation,
} from './record-form-dialog.js';
