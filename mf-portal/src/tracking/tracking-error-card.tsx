import { useTranslation } from '@silkway/i18n/react';
import { SearchX, TriangleAlert, WifiOff, type LucideIcon } from 'lucide-react';
import { Card } from '@silkway/ui';
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
  const Icon = icons[failure.kind];
  const message = failure.kind === 'serverMessage' ? failure.message : t(`errors.${failure.kind}`);
  return (
    <Card className="flex items-start gap-4 border-status-error-fg/20 bg-status-error/40 p-5 sm:p-6">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-status-error text-status-error-fg">
        <Icon className="size-5" strokeWidth={2} aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-base font-semibold text-status-error-fg">{message}</p>
        {failure.kind === 'notFound' && (
          <p className="text-sm text-neutral-700">{t('errors.hint')}</p>
        )}
      </div>
    </Card>
  );
}
