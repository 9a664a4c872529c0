import type { ApiTokenAnswer } from '@silkway/contracts';
import { ConfirmDialog } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { useRevokeApiToken } from './data/api-tokens-api.js';

/** Revoking asks first: whatever system holds the token is refused from its next call on. */
export function RevokeApiTokenDialog({
  token,
  onClose,
}: {
  token: ApiTokenAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-integrations');
  const revoke = useRevokeApiToken(token.id);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('tokens.revokeDialog.title')}
      description={t('tokens.revokeDialog.description', { name: token.name })}
      confirmLabel={t('tokens.revokeDialog.confirm')}
      cancelLabel={t('tokens.revokeDialog.cancel')}
      closeLabel={t('dialogClose')}
      onConfirm={() => revoke.mutate(undefined, { onSuccess: onClose })}
      pending={revoke.isPending}
    />
  );
}
