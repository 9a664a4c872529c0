import { Badge } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';

/** product.md §4: a warehouse is active or inactive. */
export function WarehouseStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('admin-warehouses');
  return isActive ? (
    <Badge tone="done">{t('status.active')}</Badge>
  ) : (
    <Badge tone="unknown">{t('status.inactive')}</Badge>
  );
}
