import { Button, EmptyState, Skeleton } from '@silkway/ui';
import { ApiError } from '@silkway/web-client';
import { AlertTriangle, SearchX } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { Link, useParams } from '@silkway/app-frame/router';
import { adminPaths } from '../admin-paths.js';
import { DetailPageFrame, parseRecordId, InvalidRecordId } from '../detail-page/index.js';
import {
  useWarehouse,
  useWarehouseStock,
  registerWarehousesTranslations,
} from '../warehouses/index.js';
import { StockSection } from './stock/stock-section.js';
import { WarehouseSummary } from './warehouse-summary.js';

registerWarehousesTranslations();

/** /admin/warehouse/{id} (product.md §2.10): the warehouse, its info and its stock; messages for an invalid id, a load error and a missing warehouse. */
export function WarehousePage() {
  const { t } = useTranslation('admin');
  const warehouseId = parseRecordId(useParams().id);
  if (warehouseId === null) {
    return (
      <DetailPageFrame title={t('detail.warehouseTitle')} parentTab="warehouses">
        <InvalidRecordId message={t('detail.warehouseInvalidId')} />
      </DetailPageFrame>
    );
  }
  return <WarehouseDetail key={warehouseId} warehouseId={warehouseId} />;
}

function WarehouseDetail({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation('admin-warehouses');
  const { t: tAdmin } = useTranslation('admin');
  const warehouse = useWarehouse(warehouseId);
  const stock = useWarehouseStock(warehouseId, warehouse.isSuccess);

  return (
    <DetailPageFrame
      title={warehouse.data?.name ?? tAdmin('detail.warehouseTitle')}
      parentTab="warehouses"
    >
      {warehouse.isPending ? (
        <div role="status" aria-label={t('page.loading')} className="flex flex-col gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : warehouse.isError ? (
        warehouse.error instanceof ApiError && warehouse.error.status === 404 ? (
          <EmptyState
            icon={SearchX}
            title={t('page.notFoundTitle')}
            description={t('page.notFoundDescription', { id: warehouseId })}
            className="bg-white"
            action={
              <Button variant="secondary" asChild>
                <Link to={adminPaths.tab('warehouses')}>{t('page.toWarehouses')}</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={AlertTriangle}
            title={t('page.loadErrorTitle')}
            description={warehouse.error.message}
            className="bg-white"
            action={
              <Button variant="secondary" onClick={() => void warehouse.refetch()}>
                {t('page.retry')}
              </Button>
            }
          />
        )
      ) : (
        <div className="flex flex-col gap-6">
          <WarehouseSummary warehouse={warehouse.data} itemCount={stock.data?.length ?? null} />
          <StockSection warehouse={warehouse.data} stock={stock} />
        </div>
      )}
    </DetailPageFrame>
  );
}
