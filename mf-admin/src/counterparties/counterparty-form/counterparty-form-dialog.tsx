import type { CounterpartyAnswer } from '@silkway/contracts';
import { recordFormDialog, savingAs } from '../../admin-forms/index.js';
import { useCreateCounterparty, useUpdateCounterparty } from '../data/counterparty-mutations.js';
import { CounterpartyForm } from './counterparty-form.js';
import { counterpartyFormValues, withoutEmptyFields } from './counterparty-form-values.js';

/** Create or edit a counterparty; closes once the server has saved it. */
export const CounterpartyFormDialog = recordFormDialog({
  namespace: 'admin-counterparties',
  texts: 'form',
  describesEachMode: true,
  width: 'max-w-2xl',
  Form: CounterpartyForm,
  newValues: () => counterpartyFormValues(),
  valuesOf: (counterparty: CounterpartyAnswer) => counterpartyFormValues(counterparty),
  // A new counterparty is sent without the optional fields left empty; an edit sends every field, so one emptied is cleared.
  useCreate: () => savingAs(useCreateCounterparty(), withoutEmptyFields),
  useUpdate: useUpdateCounterparty,
  entity: 'counterparty',
  requiredOnUpdate: ['name'],
});
