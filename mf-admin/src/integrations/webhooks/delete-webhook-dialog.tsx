import type { WebhookAnswer } from '@silkway/contracts';
import { ConfirmDialog } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { useDeleteWebhook } from './data/webhooks-api.js';

/** Deleting asks first: nothing more is sent to the address, and its deliveries go with it. */
export function DeleteWebhookDialog({
  webhook,
  onClose,
}: {
  webhook: WebhookAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-integrations');
  const remove = useDeleteWebhook(webhook.id);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.deleteDialog.title')}
      description={t('webhooks.deleteDialog.description', { url: webhook.url })}
      confirmLabel={t('webhooks.deleteDialog.confirm')}
      cancelLabel={t('webhooks.deleteDialog.cancel')}
      closeLabel={t('dialogClose')}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
      pending={remove.isPending}
    />
  );
}
