import { ADMIN_QUERY_ROOT } from '../../auth/index.js';
import { orderKeys } from '../../orders/index.js';

/**
 * Query keys under the back office's root. The list shares its key with the create-order form's
 * counterparty choices (same call, same answer), so a change here refreshes those too. A
 * counterparty's orders sit under the orders key: every order or item write refreshes its sums.
 */
export const counterpartyKeys = {
  all: [ADMIN_QUERY_ROOT, 'counterparties'] as const,
  list: () => counterpartyKeys.all,
  detail: (id: number) => [...counterpartyKeys.all, 'detail', id] as const,
  orders: (id: number) => [...orderKeys.all, 'counterparty', id] as const,
};
