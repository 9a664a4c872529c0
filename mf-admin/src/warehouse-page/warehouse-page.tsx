import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DetailPageFrame } from '../detail-page/detail-page-frame';
import { parseRecordId } from '../detail-page/record-id';
import { InvalidRecordId, UpcomingDetail } from '../detail-page/upcoming-detail';

/** /admin/warehouse/{id} (SPEC §2.10); its content comes with the warehouses issue. */
export function WarehousePage() {
  const { t } = useTranslation('admin');
  const warehouseId = parseRecordId(useParams().id);
  return (
    <DetailPageFrame title={t('detail.warehouseTitle')} parentTab="warehouses">
      {warehouseId === null ? <InvalidRecordId message={t('detail.warehouseInvalidId')} /> : <UpcomingDetail id={warehouseId} />}
    </DetailPageFrame>
  );
}
