export { changeLabelsOf, type ChangeLabels } from './change-labels.js';
export { registerChangeLabelsTranslations } from './change-labels-translations.js';
export { useChangeLabels } from './use-change-labels.js';
export {
  itemStatusTextKey,
  paymentStatusKey,
  transportTextKey,
  unitTextKey,
} from './value-vocabulary.js';
