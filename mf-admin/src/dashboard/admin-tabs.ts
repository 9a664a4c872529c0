import type { Permission } from '@silkway/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { AdminTabId } from '../admin-paths.js';
import { ArchiveTab } from '../archive/index.js';
import { AuditLogTab } from '../audit-log/index.js';
import { CounterpartiesTab } from '../counterparties/index.js';
import { IntegrationsTab } from '../integrations/index.js';
import { OrdersTab, prefetchOrderList } from '../orders/index.js';
import { SummaryTab } from '../payments/index.js';
import { NewRequestsBadge, RequestsTab } from '../requests/index.js';
import { SearchTab } from '../search/index.js';
import { StaffTab } from '../staff/index.js';
import { TrucksTab } from '../trucks/index.js';
import { prefetchWarehouses, WarehousesTab } from '../warehouses/index.js';

/** The screen of each dashboard section: the summary, product.md §2.10's six and the requests inbox. */
export const tabPanels: Record<AdminTabId, ComponentType> = {
  summary: SummaryTab,
  orders: OrdersTab,
  warehouses: WarehousesTab,
  trucks: TrucksTab,
  archive: ArchiveTab,
  counterparties: CounterpartiesTab,
  search: SearchTab,
  requests: RequestsTab,
  staff: StaffTab,
  integrations: IntegrationsTab,
  audit: AuditLogTab,
};

/** What a role needs to see each tab; without it the tab is not shown (GET /api/admin/roles). */
export const tabPermissions: Record<AdminTabId, Permission> = {
  summary: 'payments.read',
  orders: 'orders.read',
  warehouses: 'warehouses.read',
  trucks: 'warehouses.read',
  archive: 'archive.read',
  counterparties: 'counterparties.read',
  search: 'orders.read',
  requests: 'requests.read',
  staff: 'staff.manage',
  integrations: 'integrations.manage',
  audit: 'audit.read',
};

/** What a tab shows beside its name (the number of new requests). */
export const tabBadges: Partial<Record<AdminTabId, ComponentType>> = {
  requests: NewRequestsBadge,
};

/**
 * What a tab shows first, asked while its link is in view (from the summary on), so opening it
 * finds its data there: the tabs staff open most.
 */
export const tabPrefetches: Partial<Record<AdminTabId, (client: QueryClient) => Promise<unknown>>> =
  {
    orders: prefetchOrderList,
    warehouses: prefetchWarehouses,
  };
