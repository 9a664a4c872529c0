import { api, type ApiTokenAnswer } from '@silkway/contracts';
import { Badge, Button } from '@silkway/ui';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { operation } from '../../auth/index.js';
import { formatDisplayDateTime } from '../../formats/index.js';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog.js';

/** One token: its name and prefix, role, who made it, until when, when last used; revoke. */
export function ApiTokenRow({ token }: { token: ApiTokenAnswer }) {
  const { t, i18n } = useTranslation('admin-integrations');
  const [revoking, setRevoking] = useState(false);
  const at = (iso: string) => formatDisplayDateTime(iso, i18n.language);

  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4"
      data-testid="api-token-row"
      data-token-id={token.id}
    >
      {/* At least 12rem: on a phone the details take a line of their own rather than shrink. */}
      <div className="min-w-48 flex-1">
        <p className="truncate font-medium text-navy-900">{token.name}</p>
        <p className="font-mono text-xs text-neutral-500">swk_{token.prefix}_…</p>
        <p className="text-sm text-neutral-600">
          {t('tokens.row.created', { name: token.createdBy, at: at(token.createdAt) })}
          {' · '}
          {token.expiresAt
            ? t('tokens.row.expires', { at: at(token.expiresAt) })
            : t('tokens.row.noExpiry')}
        </p>
        <p className="text-xs text-neutral-500">
          {token.lastUsedAt
            ? t('tokens.row.lastUsed', { at: at(token.lastUsedAt) })
            : t('tokens.row.neverUsed')}
        </p>
      </div>
      <Badge tone="brand">{t(`admin-staff:roles.${token.role}`)}</Badge>
      <Button
        variant="ghostDestructive"
        size="sm"
        onClick={() => setRevoking(true)}
        aria-label={t('tokens.row.revokeLabel', { name: token.name })}
        {...operation(api.apiTokens.revoke)}
      >
        <Ban strokeWidth={2} aria-hidden />
        {t('tokens.row.revoke')}
      </Button>
      {revoking && <RevokeApiTokenDialog token={token} onClose={() => setRevoking(false)} />}
    </li>
  );
}
