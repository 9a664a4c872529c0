import { InternalClient } from '@silkway/service-kit';
import { serviceAddressesOf } from '@silkway/service-kit/internal-calls';
import { ORDERS_ASKS, type OrdersConfig } from './config.js';

const clients = new WeakMap<OrdersConfig, InternalClient>();

/**
 * The service's one client for its calls to the inventory, the files service and identity
 * (docs/architecture.md "Calls and who answers them"): every caller of one configuration shares it,
 * and so which replica is down.
 */
export function internalClientOf(config: OrdersConfig): InternalClient {
  const known = clients.get(config);
  if (known) return known;
  const client = new InternalClient({
    token: config.INTERNAL_TOKEN,
    services: serviceAddressesOf(config, ...ORDERS_ASKS),
  });
  clients.set(config, client);
  return client;
}
