export { FormActions } from './form-actions';
export { FormDialogFrame } from './form-dialog-frame';
export { FormSelect } from './form-select';
export { schemaResolver } from './schema-resolver';
export {
  recordFormDialog,
  type RecordFormDialogProps,
  type RecordFormProps,
} from './record-form-dialog';
