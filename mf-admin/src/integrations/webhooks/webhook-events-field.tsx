import { WEBHOOK_EVENTS } from '@silkway/contracts';
import { FieldError, RequiredMark } from '@silkway/ui';
import { useId } from 'react';
import { useTranslation } from '@silkway/i18n/react';

interface WebhookEventsFieldProps {
  chosen: string[];
  onChange: (events: string[]) => void;
  error: string | undefined;
}

/** The events a webhook hears, each ticked on its own, by the name a receiver reads in `type`. */
export function WebhookEventsField({ chosen, onChange, error }: WebhookEventsFieldProps) {
  const { t } = useTranslation('admin-integrations');
  const errorId = useId();
  const all = chosen.length === WEBHOOK_EVENTS.length;
  const toggle = (event: string, on: boolean) =>
    onChange(
      on
        ? WEBHOOK_EVENTS.filter((name) => name === event || chosen.includes(name))
        : chosen.filter((name) => name !== event),
    );

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-navy-900">
        {t('webhooks.form.events')}
        <RequiredMark />
      </legend>
      <label className="flex items-center gap-2 text-sm font-medium text-navy-800">
        <input
          type="checkbox"
          className="size-4 accent-signal-600"
          checked={all}
          onChange={(event) => onChange(event.target.checked ? [...WEBHOOK_EVENTS] : [])}
        />
        {t('webhooks.form.allEvents')}
      </label>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-center gap-2 text-sm text-neutral-800">
            <input
              type="checkbox"
              className="size-4 accent-signal-600"
              checked={chosen.includes(event)}
              onChange={(change) => toggle(event, change.target.checked)}
            />
            <span className="font-mono text-xs">{event}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
