import { EmptyState, Spinner } from '@silkway/ui';
import { AlertTriangle, UserX } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { useParams } from '@silkway/app-frame/router';
import { registerCounterpartiesTranslations, useCounterparty } from '../counterparties/index.js';
import { DetailPageFrame, parseRecordId, InvalidRecordId } from '../detail-page/index.js';
import { CounterpartyAccount, PaymentsBlock } from '../payments/index.js';
import { CounterpartyOrders } from './counterparty-orders.js';
import { CounterpartyProfile } from './counterparty-profile.js';
import { PortalAccessPanel } from './portal-access-panel.js';

registerCounterpartiesTranslations();

/** /admin/counterparty/{id} (product.md §2.10): the counterparty, its money and its orders. */
export function CounterpartyPage() {
  const { t } = useTranslation('admin');
  const counterpartyId = parseRecordId(useParams().id);
  return (
    <DetailPageFrame title={t('detail.counterpartyTitle')} parentTab="counterparties">
      {counterpartyId === null ? (
        <InvalidRecordId message={t('detail.counterpartyInvalidId')} />
      ) : (
        <CounterpartyDetail key={counterpartyId} counterpartyId={counterpartyId} />
      )}
    </DetailPageFrame>
  );
}

/** product.md §8 "Pages": loading, the load error with its message, not found, or the counterparty. */
function CounterpartyDetail({ counterpartyId }: { counterpartyId: number }) {
  const { t } = useTranslation('admin-counterparties');
  const counterparty = useCounterparty(counterpartyId);
  if (counterparty.isPending)
    return <Spinner label={t('page.loading')} className="justify-center py-16" />;
  if (counterparty.isError) {
    return counterparty.error.message.startsWith('404') ? (
      <EmptyState
        icon={UserX}
        title={t('page.notFound')}
        description={t('page.notFoundDescription')}
        className="bg-white"
      />
    ) : (
      <EmptyState
        icon={AlertTriangle}
        title={t('page.loadError')}
        description={counterparty.error.message}
        className="bg-white"
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <CounterpartyProfile counterparty={counterparty.data} />
      <CounterpartyAccount counterpartyId={counterpartyId} />
      <PortalAccessPanel counterparty={counterparty.data} />
      <CounterpartyOrders counterparty={counterparty.data} />
      <PaymentsBlock counterpartyId={counterpartyId} />
    </div>
  );
}
