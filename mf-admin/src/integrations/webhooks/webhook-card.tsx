import { api, type WebhookAnswer } from '@silkway/contracts';
import { Badge, Button } from '@silkway/ui';
import { ChevronDown, ChevronUp, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { operation } from '../../auth/index.js';
import { formatDisplayDateTime } from '../../formats/index.js';
import { EditDeleteButtons } from '../../record-actions/index.js';
import { useTestWebhook } from './data/webhooks-api.js';
import { DeleteWebhookDialog } from './delete-webhook-dialog.js';
import { WebhookDeliveries } from './webhook-deliveries.js';
import { WebhookFormDialog } from './webhook-form-dialog.js';

type OpenDialog = 'edit' | 'delete' | null;

/** One webhook: its address, events and state; test, edit, delete; its latest deliveries on demand. */
export function WebhookCard({ webhook }: { webhook: WebhookAnswer }) {
  const { t, i18n } = useTranslation('admin-integrations');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [showingDeliveries, setShowingDeliveries] = useState(false);
  const deliveriesId = useId();
  const test = useTestWebhook(webhook.id);

  return (
    <li
      className="grid gap-3 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4"
      data-testid="webhook-card"
      aria-label={webhook.url}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-48 flex-1">
          <p className="font-mono text-sm break-all text-navy-900">{webhook.url}</p>
          {webhook.description && <p className="text-sm text-neutral-700">{webhook.description}</p>}
          <p className="text-xs text-neutral-500">
            {t('webhooks.card.created', {
              name: webhook.createdBy,
              at: formatDisplayDateTime(webhook.createdAt, i18n.language),
            })}
          </p>
        </div>
        <Badge tone={webhook.enabled ? 'done' : 'waiting'}>
          {webhook.enabled ? t('webhooks.card.enabled') : t('webhooks.card.paused')}
        </Badge>
        <EditDeleteButtons
          editLabel={t('webhooks.card.editLabel', { url: webhook.url })}
          deleteLabel={t('webhooks.card.deleteLabel', { url: webhook.url })}
          onEdit={() => setDialog('edit')}
          onDelete={() => setDialog('delete')}
          calls={{ edit: api.webhooks.update, delete: api.webhooks.remove }}
        />
      </div>
      <ul className="flex flex-wrap gap-1" aria-label={t('webhooks.card.events')}>
        {webhook.events.map((event) => (
          <li
            key={event}
            className="rounded-full bg-navy-50 px-2 py-0.5 font-mono text-xs text-navy-800"
          >
            {event}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={test.isPending}
          onClick={() => test.mutate(undefined, { onSuccess: () => setShowingDeliveries(true) })}
          {...operation(api.webhooks.test)}
        >
          <Send strokeWidth={2} aria-hidden />
          {t('webhooks.card.test')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showingDeliveries}
          aria-controls={deliveriesId}
          onClick={() => setShowingDeliveries((shown) => !shown)}
          {...operation(api.webhooks.deliveries)}
        >
          {showingDeliveries ? (
            <ChevronUp strokeWidth={2} aria-hidden />
          ) : (
            <ChevronDown strokeWidth={2} aria-hidden />
          )}
          {t('webhooks.card.deliveries')}
        </Button>
      </div>
      <div id={deliveriesId} hidden={!showingDeliveries}>
        {showingDeliveries && <WebhookDeliveries webhookId={webhook.id} />}
      </div>
      <WebhookFormDialog
        mode="edit"
        record={webhook}
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
      />
      {dialog === 'delete' && (
        <DeleteWebhookDialog webhook={webhook} onClose={() => setDialog(null)} />
      )}
    </li>
  );
}
