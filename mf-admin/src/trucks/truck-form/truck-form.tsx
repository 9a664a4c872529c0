import { zodResolver } from '@hookform/resolvers/zod';
import { TRUCK_STATUSES, truckCreateBody, type TruckCreateBody } from '@silkway/contracts';
import {
  Button,
  DialogFooter,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@silkway/ui';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TruckFormValues } from './truck-form-values';

interface TruckFormProps {
  mode: 'create' | 'edit';
  defaultValues: TruckFormValues;
  onSubmit: (body: TruckCreateBody) => void;
  onCancel: () => void;
  pending: boolean;
}

/** Number (required), capacity in m³ (step 0.001) and status Свободен or В пути, checked by the contracts' schema. */
export function TruckForm({ mode, defaultValues, onSubmit, onCancel, pending }: TruckFormProps) {
  const { t } = useTranslation('admin-trucks');
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TruckFormValues, unknown, TruckCreateBody>({
    resolver: zodResolver(truckCreateBody) as unknown as Resolver<
      TruckFormValues,
      unknown,
      TruckCreateBody
    >,
    defaultValues,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('truckForm.number')}
        required
        error={errors.number?.message}
        className="sm:col-span-2"
      >
        <Input {...register('number')} autoComplete="off" />
      </FormField>
      <FormField label={t('truckForm.capacity')} error={errors.capacity?.message}>
        <Input type="number" inputMode="decimal" min={0} step={0.001} {...register('capacity')} />
      </FormField>
      <FormField label={t('truckForm.status')} error={errors.status?.message}>
        {(fieldControl) => (
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...fieldControl} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TRUCK_STATUSES.map((status) => (
                    <SelectItem key={status} value={status}>
                      {t(`status.${status}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {t('truckForm.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending
            ? t('truckForm.saving')
            : mode === 'create'
              ? t('truckForm.create')
              : t('truckForm.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
