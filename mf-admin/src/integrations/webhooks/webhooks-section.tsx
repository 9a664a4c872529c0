import { api, type WebhookCreatedAnswer } from '@silkway/contracts';
import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { PagedList } from '../../list-states/index.js';
import { AddButton } from '../../record-actions/index.js';
import { IntegrationSection } from '../integration-section.js';
import { OneTimeSecretDialog } from '../one-time-secret-dialog.js';
import { useWebhookList } from './data/webhooks-api.js';
import { WebhookCard } from './webhook-card.js';
import { WebhookFormDialog } from './webhook-form-dialog.js';

/** Webhooks: each address with its events and deliveries, adding one (its signing secret shown once). */
export function WebhooksSection() {
  const { t } = useTranslation('admin-integrations');
  const list = useWebhookList();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<WebhookCreatedAnswer | null>(null);

  return (
    <IntegrationSection
      title={t('webhooks.title')}
      description={t('webhooks.description')}
      action={
        <AddButton
          label={t('webhooks.add')}
          onAdd={() => setAdding(true)}
          call={api.webhooks.create}
        />
      }
    >
      <PagedList
        list={list}
        namespace="admin-integrations"
        texts="webhooks.list"
        filtered={false}
        emptyIcon={Webhook}
      >
        {(webhooks) => (
          <ul className="grid grid-cols-1 gap-3">
            {webhooks.map((webhook) => (
              <WebhookCard key={webhook.id} webhook={webhook} />
            ))}
          </ul>
        )}
      </PagedList>
      <WebhookFormDialog
        mode="create"
        open={adding}
        onOpenChange={setAdding}
        onSaved={(saved) => 'secret' in saved && setCreated(saved)}
      />
      <OneTimeSecretDialog
        secret={created?.secret ?? null}
        title={t('webhooks.created.title', { url: created?.url ?? '' })}
        label={t('webhooks.created.label')}
        onDone={() => setCreated(null)}
      />
    </IntegrationSection>
  );
}
