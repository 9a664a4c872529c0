import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { Button, FormField, Input } from '@silkway/ui';
import { Download, Filter } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormSelect } from '../admin-forms/index.js';
import { auditCsvUrl, type AuditFilter } from './audit-log-api.js';

interface AuditLogToolbarProps {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}

/** The filters of the log (person, record, action, days), applied together, and the CSV of what they show. */
export function AuditLogToolbar({ filter, onChange }: AuditLogToolbarProps) {
  const { t } = useTranslation('admin-audit');
  const { control, register, handleSubmit } = useForm<AuditFilter>({ defaultValues: filter });
  const options = (values: readonly string[], group: 'entities' | 'actions') => [
    { value: 'all', text: t(`${group}.all`) },
    ...values.map((value) => ({ value, text: t(`${group}.${value}`) })),
  ];
  const apply = handleSubmit((values) =>
    onChange({
      ...values,
      username: values.username.trim(),
      entityId: values.entityId.trim(),
    }),
  );
  return (
    <form
      onSubmit={(event) => void apply(event)}
      aria-label={t('toolbar.label')}
      className="grid grid-cols-2 gap-3 rounded-lg border border-neutral-200 bg-white p-3 sm:p-4 lg:grid-cols-6 lg:items-end"
    >
      <FormField label={t('toolbar.username')} className="col-span-2 lg:col-span-1">
        <Input {...register('username')} autoComplete="off" />
      </FormField>
      <FormField label={t('toolbar.entity')}>
        {(fieldControl) => (
          <FormSelect
            control={control}
            name="entity"
            options={options(AUDIT_ENTITIES, 'entities')}
            fieldControl={fieldControl}
          />
        )}
      </FormField>
      <FormField label={t('toolbar.entityId')}>
        <Input {...register('entityId')} inputMode="numeric" autoComplete="off" />
      </FormField>
      <FormField label={t('toolbar.action')} className="col-span-2 lg:col-span-1">
        {(fieldControl) => (
          <FormSelect
            control={control}
            name="action"
            options={options(AUDIT_ACTIONS, 'actions')}
            fieldControl={fieldControl}
          />
        )}
      </FormField>
      <FormField label={t('toolbar.from')}>
        <Input type="date" {...register('from')} />
      </FormField>
      <FormField label={t('toolbar.to')}>
        <Input type="date" {...register('to')} />
      </FormField>
      <div className="col-span-2 flex flex-wrap justify-end gap-2 lg:col-span-6">
        <Button asChild variant="secondary">
          <a href={auditCsvUrl(filter)} download>
            <Download strokeWidth={2} aria-hidden />
            {t('toolbar.csv')}
          </a>
        </Button>
        <Button type="submit">
          <Filter strokeWidth={2} aria-hidden />
          {t('toolbar.apply')}
        </Button>
      </div>
    </form>
  );
}
