import { lazy, Suspense } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { usePageHead } from '@silkway/app-frame';
import { Skeleton } from '@silkway/ui';
import { SignInCard } from '../account/sign-in-card.js';
import { HelpCard } from './help-card.js';
import { useLabelOfItem } from './label-of-item.js';
import { OrderHistoryTimeline } from './order-history-timeline.js';
import { OrderInfoCard } from './order-info-card.js';
import { TrackingErrorCard } from './tracking-error-card.js';
import { TrackingSearchForm } from './tracking-search-form.js';
import { useOrderTracking } from './use-order-tracking.js';

// Shown under a found order only; its form's schema (zod) need not load with the page.
const NotifyMeCard = lazy(() =>
  import('./notify-me/notify-me-card.js').then((module) => ({ default: module.NotifyMeCard })),
);
// Opened from an item's label only; its call to the back office (the API catalogue, zod) loads then.
const StaffItemLink = lazy(() =>
  import('./staff-item-link.js').then((module) => ({ default: module.StaffItemLink })),
);

function SearchingPlaceholder() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-56 rounded-[var(--radius-card)]" />
      <Skeleton className="h-40 rounded-[var(--radius-card)]" />
    </div>
  );
}

/** product.md §2.8: the client portal, where a client tracks an order by its number. */
export function TrackingPage() {
  const { t } = useTranslation('portal');
  const { t: tCommon } = useTranslation('common');
  const { code, search, isSearching, order, failure } = useOrderTracking();
  const labelOfItem = useLabelOfItem();
  const title = t('tracking.title');

  usePageHead({
    title: `${title} — ${tCommon('titles.site')}`,
    description: t('tracking.subtitle'),
  });

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:gap-8 sm:py-16">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
        <p className="text-base text-neutral-600">{t('tracking.subtitle')}</p>
      </header>

      {labelOfItem && (
        <Suspense fallback={null}>
          <StaffItemLink />
        </Suspense>
      )}
      <TrackingSearchForm code={code} isSearching={isSearching} onSearch={search} />

      <div
        role="region"
        aria-label={t('tracking.results')}
        aria-live="polite"
        aria-busy={isSearching}
        className="flex flex-col gap-6 empty:hidden"
      >
        {isSearching && !order && <SearchingPlaceholder />}
        {failure && <TrackingErrorCard failure={failure} />}
        {order && !failure && (
          <>
            <OrderInfoCard order={order} />
            <OrderHistoryTimeline order={order} />
            <Suspense fallback={null}>
              <NotifyMeCard code={order.code} />
            </Suspense>
          </>
        )}
        {!code && <p className="text-center text-sm text-neutral-600">{t('tracking.idle')}</p>}
      </div>

      {/* Part of the prerendered page, so nothing below it moves when the page comes alive (CLS). */}
      <SignInCard />

      <HelpCard />
    </section>
  );
}
