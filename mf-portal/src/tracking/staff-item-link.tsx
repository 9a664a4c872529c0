import { api } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { Button } from '@silkway/ui';
import { callApi } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { ScanLine } from 'lucide-react';

/**
 * On a page opened from an item's label (`useLabelOfItem`), a member of staff signed in to the back
 * office is offered the item's card on the scan screen. Anyone else sees the tracking page alone.
 */
export function StaffItemLink() {
  const { t } = useTranslation('portal');
  const staff = useQuery({
    queryKey: ['label-reader', 'admin-session'],
    queryFn: ({ signal }) => callApi(api.auth.me, {}, { unauthorizedAsEmpty: true, signal }),
    retry: false,
  });
  if (!staff.data) return null;
  return (
    <Button asChild className="h-11 self-center">
      <a href={`/admin/scan?code=${encodeURIComponent(window.location.href)}`}>
        <ScanLine strokeWidth={2} aria-hidden />
        {t('tracking.staffItem')}
      </a>
    </Button>
  );
}
