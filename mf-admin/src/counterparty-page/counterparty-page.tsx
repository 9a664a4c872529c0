import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DetailPageFrame } from '../detail-page/detail-page-frame';
import { parseRecordId } from '../detail-page/record-id';
import { InvalidRecordId, UpcomingDetail } from '../detail-page/upcoming-detail';

/** /admin/counterparty/{id} (SPEC §2.10); its content comes with the counterparties issue. */
export function CounterpartyPage() {
  const { t } = useTranslation('admin');
  const counterpartyId = parseRecordId(useParams().id);
  return (
    <DetailPageFrame title={t('detail.counterpartyTitle')} parentTab="counterparties">
      {counterpartyId === null ? <InvalidRecordId message={t('detail.counterpartyInvalidId')} /> : <UpcomingDetail id={counterpartyId} />}
    </DetailPageFrame>
  );
}
