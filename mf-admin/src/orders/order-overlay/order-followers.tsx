import { api } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { formatDisplayDateTime } from '../../formats/index.js';
import { orderKeys } from '../data/orders-api.js';

/** How many clients follow the order by e-mail and when the last update went (the notifications service). */
export function OrderFollowers({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation('admin-orders');
  const followers = useQuery({
    queryKey: [...orderKeys.detail(orderId), 'followers'],
    queryFn: ({ signal }) =>
      callApi(api.notifications.orderFollowers, { params: { id: orderId } }, { signal }),
  });
  if (!followers.data) return null;
  const { followers: count, lastSentAt } = followers.data;
  return (
    <p className="flex items-center gap-1.5 text-sm text-neutral-700">
      <BellRing className="size-4 text-navy-700" strokeWidth={2} aria-hidden />
      {t('overlay.followers', { count })}
      {lastSentAt
        ? ` · ${t('overlay.lastMessage', { when: formatDisplayDateTime(lastSentAt, i18n.language) })}`
        : ''}
    </p>
  );
}
