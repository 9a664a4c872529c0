import type { ComponentType } from 'react';
import type { AdminTabId } from '../admin-paths';
import { ArchiveTab } from '../archive/archive-tab';
import { CounterpartiesTab } from '../counterparties/counterparties-tab';
import { OrdersTab } from '../orders/orders-tab';
import { SearchTab } from '../search/search-tab';
import { TrucksTab } from '../trucks/trucks-tab';
import { WarehousesTab } from '../warehouses/warehouses-tab';

/** The screen of each of the six dashboard sections (SPEC §2.10). */
export const tabPanels: Record<AdminTabId, ComponentType> = {
  orders: OrdersTab,
  warehouses: WarehousesTab,
  trucks: TrucksTab,
  archive: ArchiveTab,
  counterparties: CounterpartiesTab,
  search: SearchTab,
};
