import { useTranslation } from '@silkway/i18n/react';
import { SearchX, TriangleAlert, WifiOff, type LucideIcon } from 'lucide-react';
import { FailureCard } from '../failure-card/failure-card.js';
import type { TrackingFailure } from './order-lookup.js';

const icons: Record<TrackingFailure['kind'], LucideIcon> = {
  notFound: SearchX,
  searchFailed: TriangleAlert,
  serverMessage: TriangleAlert,
  network: WifiOff,
};

/** product.md §8 "Tracking": the one message a failed search shows. */
export function TrackingErrorCard({ failure }: { failure: TrackingFailure }) {
  const { t } = useTranslation('portal');
  const message = failure.kind === 'serverMessage' ? failure.message : t(`errors.${failure.kind}`);
  return (
    <FailureCard
      icon={icons[failure.kind]}
      title={message}
      hint={failure.kind === 'notFound' ? t('errors.hint') : undefined}
    />
  );
}
