import type { ComponentType } from 'react';
import type { AdminTabId } from '../admin-paths.js';
import { ArchiveTab } from '../archive/index.js';
import { AuditLogTab } from '../audit-log/index.js';
import { CounterpartiesTab } from '../counterparties/index.js';
import { OrdersTab } from '../orders/index.js';
import { NewRequestsBadge, RequestsTab } from '../requests/index.js';
import { SearchTab } from '../search/index.js';
import { TrucksTab } from '../trucks/index.js';
import { WarehousesTab } from '../warehouses/index.js';

/** The screen of each dashboard section: product.md §2.10's six and the requests inbox. */
export const tabPanels: Record<AdminTabId, ComponentType> = {
  orders: OrdersTab,
  warehouses: WarehousesTab,
  trucks: TrucksTab,
  archive: ArchiveTab,
  counterparties: CounterpartiesTab,
  search: SearchTab,
  requests: RequestsTab,
  audit: AuditLogTab,
};

/** What a tab shows beside its name (the number of new requests). */
export const tabBadges: Partial<Record<AdminTabId, ComponentType>> = {
  requests: NewRequestsBadge,
};
