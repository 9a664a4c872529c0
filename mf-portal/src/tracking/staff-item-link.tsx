import { api } from '@silkway/contracts';
import { useHydrated } from '@silkway/app-frame';
import { useSearchParams } from '@silkway/app-frame/router';
import { useTranslation } from '@silkway/i18n/react';
import { Button } from '@silkway/ui';
import { callApi } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { ScanLine } from 'lucide-react';

/** The label's QR names its item (issue 34): `…/portal?code=<order code>&item=<item id>`. */
const LABEL_ITEM_PARAM = 'item';

/**
 * A label read by a phone's own camera app opens this page; a member of staff signed in to the back
 * office is offered the item's card on the scan screen. Anyone else sees the tracking page alone.
 */
export function StaffItemLink() {
  const { t } = useTranslation('portal');
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const labelOfItem = hydrated && searchParams.has(LABEL_ITEM_PARAM);
  const staff = useQuery({
    queryKey: ['label-reader', 'admin-session'],
    queryFn: ({ signal }) => callApi(api.auth.me, {}, { unauthorizedAsEmpty: true, signal }),
    enabled: labelOfItem,
    retry: false,
  });
  if (!labelOfItem || !staff.data) return null;
  return (
    <Button asChild className="h-11 self-center">
      <a href={`/admin/scan?code=${encodeURIComponent(window.location.href)}`}>
        <ScanLine strokeWidth={2} aria-hidden />
        {t('tracking.staffItem')}
      </a>
    </Button>
  );
}
