import { api, type WebhookDeliveryAnswer, type WebhookDeliveryStatus } from '@silkway/contracts';
import { Badge, Button, type BadgeTone } from '@silkway/ui';
import { RotateCw, Send } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { operation } from '../../auth/index.js';
import { formatDisplayDateTime } from '../../formats/index.js';
import { ListedRows } from '../../list-states/index.js';
import { useRedeliverWebhook, useWebhookDeliveries } from './data/webhooks-api.js';

const STATUS_TONES: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: 'waiting',
  delivered: 'done',
  failed: 'error',
};

/** A webhook's latest deliveries: what was sent, how it went, when the next attempt is; send one again. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const { t } = useTranslation('admin-integrations');
  const deliveries = useWebhookDeliveries(webhookId);
  const redeliver = useRedeliverWebhook(webhookId);

  return (
    <ListedRows
      list={deliveries}
      rows={deliveries.data}
      namespace="admin-integrations"
      texts="webhooks.deliveries"
      filtered={false}
      emptyIcon={Send}
      loading={{ count: 2, className: 'grid gap-2', placeholderClassName: 'h-12 w-full' }}
    >
      {(rows) => (
        <ul className="grid gap-2" aria-label={t('webhooks.deliveries.label')}>
          {rows.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              onRedeliver={() => redeliver.mutate(delivery.id)}
              redelivering={redeliver.isPending && redeliver.variables === delivery.id}
            />
          ))}
        </ul>
      )}
    </ListedRows>
  );
}

function DeliveryRow({
  delivery,
  onRedeliver,
  redelivering,
}: {
  delivery: WebhookDeliveryAnswer;
  onRedeliver: () => void;
  redelivering: boolean;
}) {
  const { t, i18n } = useTranslation('admin-integrations');
  const at = (iso: string) => formatDisplayDateTime(iso, i18n.language);
  const outcome =
    delivery.lastStatusCode !== null
      ? t('webhooks.deliveries.statusCode', { code: delivery.lastStatusCode })
      : delivery.lastError;

  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-[var(--radius-control)] border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm"
      data-testid="webhook-delivery"
      data-event={delivery.event}
    >
      <Badge tone={STATUS_TONES[delivery.status]}>
        {t(`webhooks.deliveries.statuses.${delivery.status}`)}
      </Badge>
      <span className="font-mono text-xs text-navy-900">{delivery.event}</span>
      <span className="text-neutral-600 tabular-nums">{at(delivery.createdAt)}</span>
      <span className="min-w-48 flex-1 text-neutral-600">
        {t('webhooks.deliveries.attempts', { count: delivery.attempts })}
        {outcome ? ` · ${outcome}` : ''}
        {delivery.nextAttemptAt
          ? ` · ${t('webhooks.deliveries.nextAttempt', { at: at(delivery.nextAttemptAt) })}`
          : ''}
      </span>
      <Button
        variant="ghost"
        size="sm"
        disabled={redelivering}
        onClick={onRedeliver}
        aria-label={t('webhooks.deliveries.redeliverLabel', { event: delivery.event })}
        {...operation(api.webhooks.redeliver)}
      >
        <RotateCw strokeWidth={2} aria-hidden />
        {t('webhooks.deliveries.redeliver')}
      </Button>
    </li>
  );
}
