import { api, ORDER_STATUS_FILTERS, type OrderStatusFilter } from '@silkway/contracts';
import { Button } from '@silkway/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from '@silkway/i18n/react';
import { FilterSelect, ListToolbar } from '../../list-filters/index.js';
import { Allowed, operation } from '../../auth/index.js';

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
      <Allowed call={api.orders.create}>
        <Button onClick={onAddOrder} {...operation(api.orders.create)}>
          <Plus strokeWidth={2} aria-hidden />
          {t('toolbar.addOrder')}
        </Button>
      </Allowed>
    </ListToolbar>
  );
}
