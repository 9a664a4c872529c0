import { useHydrated } from '@silkway/app-frame';
import { useSearchParams } from '@silkway/app-frame/router';

/**
 * Whether the page was opened from an item's label: its QR names the item (issue 34),
 * `…/portal?code=<order code>&item=<item id>`. Read once hydration is over, as the prerendered page
 * knows no address.
 */
export function useLabelOfItem(): boolean {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  return hydrated && searchParams.has('item');
}
