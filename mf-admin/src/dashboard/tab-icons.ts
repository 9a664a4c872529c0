import {
  Archive,
  Cable,
  ClipboardList,
  Inbox,
  LayoutDashboard,
  ScrollText,
  Search,
  Truck,
  UserCog,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { AdminTabId } from '../admin-paths.js';

/** One icon per section, shared by the tab bar and the section's own screens. */
export const tabIcons: Record<AdminTabId, LucideIcon> = {
  summary: LayoutDashboard,
  orders: ClipboardList,
  warehouses: Warehouse,
  trucks: Truck,
  archive: Archive,
  counterparties: Users,
  search: Search,
  requests: Inbox,
  staff: UserCog,
  integrations: Cable,
  audit: ScrollText,
};
