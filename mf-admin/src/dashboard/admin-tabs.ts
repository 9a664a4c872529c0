import type { ComponentType } from 'react';
import type { AdminTabId } from '../admin-paths';
import { ArchiveTab } from '../archive/archive-tab';
import { CounterpartiesTab } from '../counterparties/counterparties-tab';
import { OrdersTab } from '../orders/orders-tab';
import { NewRequestsBadge } from '../requests/new-requests-badge';
import { RequestsTab } from '../requests/requests-tab';
import { SearchTab } from '../search/search-tab';
import { TrucksTab } from '../trucks/trucks-tab';
import { WarehousesTab } from '../warehouses/warehouses-tab';

/** The screen of each dashboard section: product.md §2.10's six and the requests inbox. */
export const tabPanels: Record<AdminTabId, ComponentType> = {
  orders: OrdersTab,
  warehouses: WarehousesTab,
  trucks: TrucksTab,
  archive: ArchiveTab,
  counterparties: CounterpartiesTab,
  search: SearchTab,
  requests: RequestsTab,
};

/** What a tab shows beside its name (the number of new requests). */
export const tabBadges: Partial<Record<AdminTabId, ComponentType>> = {
  requests: NewRequestsBadge,
};
