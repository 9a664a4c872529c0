import { api, type PaymentAnswer } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '../list-states/index.js';
import { AddButton } from '../record-actions/index.js';
import { usePayments } from './data/payments-api.js';
import { PaymentCard } from './payment-card.js';
import { RecordPaymentDialog } from './payment-form/record-payment-dialog.js';
import { registerPaymentsTranslations } from './payments-translations.js';

registerPaymentsTranslations();

interface PaymentsBlockProps {
  counterpartyId: number;
  /** In the order overlay: the order paid, whose payments are listed. */
  orderId?: number;
}

/**
 * The **Платежи** block of the order overlay and the counterparty page: record a payment (for the
 * order, or the client's oldest debts), the payments newest first with where each went, void one.
 */
export function PaymentsBlock({ counterpartyId, orderId }: PaymentsBlockProps) {
  const { t } = useTranslation('admin-payments');
  const [recording, setRecording] = useState(false);
  const payments = usePayments(orderId === undefined ? { counterpartyId } : { orderId });
  return (
    <section aria-labelledby="payments-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="payments-title" className="text-lg font-semibold text-navy-900">
          {t('block.title')}
        </h4>
        <AddButton
          size="sm"
          label={t('block.record')}
          onAdd={() => setRecording(true)}
          call={api.payments.record}
        />
      </div>
      <PagedList<PaymentAnswer>
        list={payments}
        namespace="admin-payments"
        filtered={false}
        emptyIcon={Banknote}
      >
        {(rows) => (
          <ul className="grid gap-2">
            {rows.map((payment) => (
              <PaymentCard key={payment.id} payment={payment} />
            ))}
          </ul>
        )}
      </PagedList>
      <RecordPaymentDialog
        initial={{ counterpartyId, orderId: orderId ?? null }}
        open={recording}
        onOpenChange={setRecording}
      />
    </section>
  );
}
