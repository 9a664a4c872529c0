import { TRUCK_STATUSES, truckCreateBody, type TruckCreateBody } from '@silkway/contracts';
import { Field, RecordForm, useRecordForm, type RecordFormProps } from '../../admin-forms/index.js';
import type { TruckFormValues } from './truck-form-values.js';

/** Number (required), capacity in m³ (step 0.001) and status Свободен or В пути, checked by the contracts' schema. */
export function TruckForm(props: RecordFormProps<TruckFormValues, TruckCreateBody>) {
  const { form, t } = useRecordForm(truckCreateBody, props, 'admin-trucks', 'truckForm');

  return (
    <RecordForm form={form} {...props}>
      <Field.Text form={form} name="number" required wide autoComplete="off" />
      <Field.Number form={form} name="capacity" kind="measure" />
      <Field.Select
        form={form}
        name="status"
        options={TRUCK_STATUSES}
        textOf={(status) => t(`status.${status}`)}
      />
    </RecordForm>
  );
}
