import { Button } from '@silkway/ui';
import { CloudOff, RefreshCw, X } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import type { ActionQueue } from './use-action-queue.js';

/** How many actions wait on the phone, and those the server refused, each with its reason. */
export function QueuePanel({ queue }: { queue: ActionQueue }) {
  const { t } = useTranslation('admin-scan');
  const waiting = queue.actions.filter((action) => action.refusal === undefined);
  const refused = queue.actions.filter((action) => action.refusal !== undefined);
  if (queue.online && queue.actions.length === 0) return null;
  return (
    <section aria-label={t('queue.title')} className="space-y-2" data-testid="scan-queue">
      {!queue.online && (
        <p className="flex gap-2 rounded-[var(--radius-control)] bg-status-waiting p-3 text-sm text-status-waiting-fg">
          <CloudOff strokeWidth={2} aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('queue.offline')}
        </p>
      )}
      {waiting.length > 0 && (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-navy-900">
          {queue.sending && (
            <RefreshCw strokeWidth={2} aria-hidden className="size-4 animate-spin" />
          )}
          {t('queue.waiting', { count: waiting.length })}
        </p>
      )}
      {refused.map((action) => (
        <div
          key={action.id}
          role="alert"
          className="flex items-start gap-2 rounded-[var(--radius-control)] border border-danger/40 bg-status-error p-3 text-sm text-status-error-fg"
        >
          <p className="min-w-0 flex-1">
            <span className="font-semibold">
              {t('queue.refused')}: {t(action.label.key, action.label.values)}
            </span>
            <span className="block">{action.refusal}</span>
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('queue.dismiss')}
            onClick={() => void queue.dismiss(action.id)}
          >
            <X strokeWidth={2} aria-hidden />
          </Button>
        </div>
      ))}
    </section>
  );
}
