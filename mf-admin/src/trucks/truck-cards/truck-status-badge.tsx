import type { TruckStatus } from '@silkway/contracts';
import { Badge } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';

/** Свободен (waiting colours: ready to load) or В пути (transit colours), as docs/design.md fixes them. */
export function TruckStatusBadge({ status }: { status: TruckStatus }) {
  const { t } = useTranslation('admin-trucks');
  return <Badge tone={status === 'В пути' ? 'transit' : 'done'}>{t(`status.${status}`)}</Badge>;
}
