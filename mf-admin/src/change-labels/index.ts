export { changeLabelsOf, type ChangeLabels, type RecordNames } from './change-labels.js';
export { registerChangeLabelsTranslations } from './change-labels-translations.js';
export { useChangeLabels } from './use-change-labels.js';
export { useRecordNames } from './use-record-names.js';
export {
  itemStatusTextKey,
  paymentStatusKey,
  transportTextKey,
  unitTextKey,
} from './value-vocabulary.js';
export { CHANGE_FIELDS, COMMON_FIELDS, type ValueKind } from './change-fields.js';
