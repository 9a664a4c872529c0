import { api, ORDER_STATUS_FILTERS, type OrderStatusFilter } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { FilterSelect, ListToolbar } from '../../list-filters/index.js';
import { AddButton } from '../../record-actions/index.js';

interface OrdersToolbarProps {
  status: OrderStatusFilter;
  onStatusChange: (status: OrderStatusFilter) => void;
  /** Called with the trimmed text on Enter or the Search button. */
  onSearch: (text: string) => void;
  onAddOrder: () => void;
}

/** Search (Enter or the button), the status filter and 'Add order', above the list. */
export function OrdersToolbar({
  status,
  onStatusChange,
  onSearch,
  onAddOrder,
}: OrdersToolbarProps) {
  const { t } = useTranslation('admin-orders');
  return (
    <ListToolbar t={t} onSearch={onSearch}>
      <FilterSelect
        label={t('toolbar.statusFilterLabel')}
        value={status}
        options={ORDER_STATUS_FILTERS}
        textOf={(filter) => t(`filters.${filter}`)}
        onChange={onStatusChange}
        width="lg:w-48"
      />
      <AddButton label={t('toolbar.addOrder')} onAdd={onAddOrder} call={api.orders.create} />
    </ListToolbar>
  );
}
