import { InternalClient, ServiceAddresses } from '@silkway/service-kit';
import type { OrdersConfig } from './config.js';

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
    services: {
      inventory: new ServiceAddresses('inventory', config.INVENTORY_URL),
      files: new ServiceAddresses('files', config.FILES_URL),
      identity: new ServiceAddresses('identity', config.IDENTITY_URL),
    },
  });
  clients.set(config, client);
  return client;
}
