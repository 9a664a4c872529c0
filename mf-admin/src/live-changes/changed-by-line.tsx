import type { AuditEntity } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { History } from 'lucide-react';
import { useSignedInAdmin } from '../auth/index.js';
import { useLastChange } from './last-changes.js';

/** When a change is "just now" rather than so many minutes ago. */
const JUST_NOW_MS = 60_000;

function relativeTime(at: string, language: string, justNow: string): string {
  const elapsedMs = Date.now() - Date.parse(at);
  if (elapsedMs < JUST_NOW_MS) return justNow;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const minutes = Math.round(elapsedMs / 60_000);
  return minutes < 60
    ? format.format(-minutes, 'minute')
    : format.format(-Math.round(minutes / 60), 'hour');
}

/** "Изменено: farhod, только что" on a record a colleague changed while it was open here. */
export function ChangedByLine({ entity, id }: { entity: AuditEntity; id: string | number }) {
  const { t, i18n } = useTranslation('admin');
  const me = useSignedInAdmin();
  const change = useLastChange(entity, id);
  if (!change || change.username === me.username) return null;
  return (
    <p role="status" className="flex items-center gap-1.5 text-xs text-neutral-600">
      <History className="size-3.5" strokeWidth={2} aria-hidden />
      {t('liveChanges.changedBy', {
        name: change.username,
        when: relativeTime(change.at, i18n.language, t('liveChanges.justNow')),
      })}
    </p>
  );
}
