import type { ComponentType } from 'react';
import type { AdminTabId } from '../admin-paths';
import { ArchiveTab } from '../archive';
import { CounterpartiesTab } from '../counterparties';
import { OrdersTab } from '../orders';
import { NewRequestsBadge, RequestsTab } from '../requests';
import { SearchTab } from '../search';
import { TrucksTab } from '../trucks';
import { WarehousesTab } from '../warehouses';

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
