import { useTranslation } from '@silkway/i18n/react';
import { TabHeading } from '../record-actions/index.js';
import { ApiTokensSection } from './api-tokens/api-tokens-section.js';
import { registerIntegrationsTranslations } from './integrations-translations.js';
import { WebhooksSection } from './webhooks/webhooks-section.js';

registerIntegrationsTranslations();

/** Интеграции (owner, issue 35 §4): how other systems call the product and hear of its changes. */
export function IntegrationsTab() {
  const { t } = useTranslation('admin-integrations');
  return (
    <div className="flex flex-col gap-8">
      <TabHeading title={t('title')} description={t('description')} action={null} />
      <ApiTokensSection />
      <WebhooksSection />
    </div>
  );
}
