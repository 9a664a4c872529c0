import type { PaymentStatus, StockStatus } from '@silkway/contracts';
import { Badge } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { orderStatusBadge, paymentStatusBadge, stockStatusBadge } from './status-labels.js';

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin-orders');
  const badge = orderStatusBadge(status);
  return <Badge tone={badge.tone}>{t(badge.textKey)}</Badge>;
}

export function PaymentStatusBadge({ paymentStatus }: { paymentStatus: PaymentStatus }) {
  const { t } = useTranslation('admin-orders');
  const badge = paymentStatusBadge(paymentStatus);
  return <Badge tone={badge.tone}>{t(badge.textKey)}</Badge>;
}

export function StockStatusBadge({ stockStatus }: { stockStatus: StockStatus }) {
  const { t } = useTranslation('admin-orders');
  const badge = stockStatusBadge(stockStatus);
  return <Badge tone={badge.tone}>{t(badge.textKey)}</Badge>;
}
