import type { RequestStatus } from '@silkway/contracts';
import { Badge, type BadgeTone } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';

const tones: Record<RequestStatus, BadgeTone> = {
  new: 'waiting',
  in_progress: 'transit',
  done: 'done',
  spam: 'unknown',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('admin-requests');
  return <Badge tone={tones[status]}>{t(`statuses.${status}`)}</Badge>;
}
