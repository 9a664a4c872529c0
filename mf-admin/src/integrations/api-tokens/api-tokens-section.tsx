import { api, type ApiTokenCreatedAnswer } from '@silkway/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { PagedList } from '../../list-states/index.js';
import { AddButton } from '../../record-actions/index.js';
import { IntegrationSection } from '../integration-section.js';
import { OneTimeSecretDialog } from '../one-time-secret-dialog.js';
import { ApiTokenFormDialog } from './api-token-form-dialog.js';
import { ApiTokenRow } from './api-token-row.js';
import { useApiTokenList } from './data/api-tokens-api.js';

/** API tokens: the live ones, making one (its secret shown once), revoking one. */
export function ApiTokensSection() {
  const { t } = useTranslation('admin-integrations');
  const list = useApiTokenList();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<ApiTokenCreatedAnswer | null>(null);

  return (
    <IntegrationSection
      title={t('tokens.title')}
      description={t('tokens.description')}
      action={
        <AddButton
          label={t('tokens.add')}
          onAdd={() => setAdding(true)}
          call={api.apiTokens.create}
        />
      }
    >
      <PagedList
        list={list}
        namespace="admin-integrations"
        texts="tokens.list"
        filtered={false}
        emptyIcon={KeyRound}
      >
        {(tokens) => (
          <ul className="grid grid-cols-1 gap-3">
            {tokens.map((token) => (
              <ApiTokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </PagedList>
      <ApiTokenFormDialog
        mode="create"
        open={adding}
        onOpenChange={setAdding}
        onSaved={setCreated}
      />
      <OneTimeSecretDialog
        secret={created?.token ?? null}
        title={t('tokens.created.title', { name: created?.name ?? '' })}
        label={t('tokens.created.label')}
        onDone={() => setCreated(null)}
      />
    </IntegrationSection>
  );
}
