import { todayIso } from '@silkway/contracts';
import type { TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../../src/config.js';

/** The header the gateway sets for a signed-in accountant. */
export const ACCOUNTANT = { 'x-admin-username': 'accountant' };

/** A payment in cash, in dollars, paid today; `fields` add to it or change it. */
export const cashPayment = (fields: Record<string, unknown>) => ({
  paidAt: todayIso(),
  method: 'cash',
  currency: 'USD',
  ...fields,
});

/** The back office's calls of the payment tests, made by the accountant on the service `service()` names. */
export function accountantCalls(service: () => TestService<OrdersConfig>) {
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    service().call('POST', url, { body, headers: { ...ACCOUNTANT, ...headers } });
  return {
    post,
    /** A new counterparty's id: named Клиент unless `fields` say otherwise. */
    counterparty: async (fields: Record<string, unknown> = {}) =>
      (await post('/api/admin/counterparties', { name: 'Клиент', ...fields })).body.id as number,
    pay: (fields: Record<string, unknown>) => post('/api/admin/payments', cashPayment(fields)),
  };
}
