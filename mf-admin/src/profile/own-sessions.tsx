import { api } from '@silkway/contracts';
import { Badge, Button } from '@silkway/ui';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@silkway/web-client';
import { useTranslation } from '@silkway/i18n/react';
import { failureWithServerText, successToast, useAdminWrite } from '../admin-writes/index.js';
import { formatDisplayDateTime } from '../formats/index.js';
import { ownSessionsKey } from './own-password-form.js';

/** One's open sessions: where and when each began, when last used; any but this one can be ended. */
export function OwnSessions() {
  const { t, i18n } = useTranslation('admin-staff');
  const sessions = useQuery({
    queryKey: ownSessionsKey,
    queryFn: () => callApi(api.account.sessions, {}),
  });
  const end = useAdminWrite({
    send: (id: string) => callApi(api.account.endSession, { params: { id } }),
    succeeded: successToast(t('sessions.ended')),
    failed: failureWithServerText(t('sessions.endError')),
    refreshes: [ownSessionsKey],
  });

  if (!sessions.data) return <p className="text-sm text-neutral-600">{t('sessions.loading')}</p>;
  return (
    <ul className="grid min-w-0 gap-2">
      {sessions.data.map((session) => (
        <li
          key={session.id}
          className="flex min-w-0 flex-wrap items-center gap-2 rounded border border-neutral-200 p-2 text-sm"
        >
          <div className="min-w-0 flex-1">
            <p className="truncate">{session.userAgent ?? t('sessions.unknownBrowser')}</p>
            <p className="text-xs text-neutral-500">
              {t('sessions.since', {
                ip: session.ip ?? '—',
                at: formatDisplayDateTime(session.createdAt, i18n.language),
                last: formatDisplayDateTime(session.lastActiveAt, i18n.language),
              })}
            </p>
          </div>
          {session.current ? (
            <Badge tone="done">{t('sessions.current')}</Badge>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              disabled={end.isPending}
              onClick={() => end.mutate(session.id)}
            >
              {t('sessions.end')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
