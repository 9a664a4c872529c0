import { EmptyState, FormField, Spinner, TitledDialog } from '@silkway/ui';
import { AlertTriangle, PackageOpen, Warehouse } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { ChoiceSelect } from '../../admin-forms/index.js';
import { useAddItemFromStock } from '../data/order-mutations.js';
import { useAvailableStock, useWarehouseOptions } from '../data/order-queries.js';
import { StockLinePicker } from './stock-line-picker.js';

interface FromWarehouseDialogProps {
  orderId: number;
  onOpenChange: (open: boolean) => void;
}

/**
 * product.md §2.10 "Add-item-from-warehouse dialog": choose a warehouse, then a line of its stock and a
 * quantity; the item joins the order and the inventory reduces the stock (product.md §4).
 */
export function FromWarehouseDialog({ orderId, onOpenChange }: FromWarehouseDialogProps) {
  const { t } = useTranslation('admin-orders');
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const warehouses = useWarehouseOptions();
  const stock = useAvailableStock(warehouseId);
  const addItem = useAddItemFromStock(orderId);
  const close = () => onOpenChange(false);

  return (
    <TitledDialog
      open
      onOpenChange={onOpenChange}
      title={t('fromWarehouse.title')}
      description={t('fromWarehouse.description')}
      closeLabel={t('dialogClose')}
      className="max-w-2xl"
    >
      {warehouses.isPending ? (
        <Spinner label={t('fromWarehouse.loadingWarehouses')} className="justify-center py-8" />
      ) : warehouses.isError ? (
        <EmptyState
          icon={AlertTriangle}
          title={t('fromWarehouse.warehousesError')}
          description={warehouses.error.message}
        />
      ) : warehouses.data.length === 0 ? (
        <EmptyState icon={Warehouse} title={t('fromWarehouse.noWarehouses')} />
      ) : (
        <>
          <FormField label={t('fromWarehouse.warehouse')}>
            {(fieldControl) => (
              <ChoiceSelect
                fieldControl={fieldControl}
                value={warehouseId === null ? '' : String(warehouseId)}
                placeholder={t('fromWarehouse.chooseWarehouse')}
                options={warehouses.data.map((warehouse) => ({
                  value: String(warehouse.id),
                  text: warehouse.isActive
                    ? warehouse.name
                    : t('fromWarehouse.inactiveWarehouse', { name: warehouse.name }),
                }))}
                onChange={(value) => setWarehouseId(Number(value))}
              />
            )}
          </FormField>
          {warehouseId === null ? null : stock.isPending ? (
            <Spinner label={t('fromWarehouse.loadingStock')} className="justify-center py-8" />
          ) : stock.isError ? (
            <EmptyState
              icon={AlertTriangle}
              title={t('fromWarehouse.stockError')}
              description={stock.error.message}
            />
          ) : stock.data.length === 0 ? (
            <EmptyState icon={PackageOpen} title={t('fromWarehouse.noStock')} />
          ) : (
            <StockLinePicker
              key={warehouseId}
              lines={stock.data}
              onSubmit={(body) => addItem.mutate(body, { onSuccess: close })}
              onCancel={close}
              pending={addItem.isPending}
            />
          )}
        </>
      )}
    </TitledDialog>
  );
}
