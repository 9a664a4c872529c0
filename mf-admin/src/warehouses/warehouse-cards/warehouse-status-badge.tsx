import { Badge } from '@silkway/ui';
import { useTranslation } from 'react-i18next';

/** SPEC §4: a warehouse is active or inactive. */
export function WarehouseStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('admin-warehouses');
  return isActive ? (
    <Badge tone="done">{t('status.active')}</Badge>
  ) : (
    <Badge tone="unknown">{t('status.inactive')}</Badge>
  );
}
