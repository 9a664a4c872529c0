import { api } from '@silkway/contracts';
import { describeBadInputSweep, sweepOf, type SweepCall } from '@silkway/service-kit/testing';
import { startNotificationsUnderTest } from './testing/notifications-test-kit.js';

// A fresh database: the webhook the calls name gets id 1; its delivery is written with a known id.
const first = { params: { id: '1' } };
// A public address by its number: nothing to resolve, and nothing listens there (TEST-NET-3).
const webhook = { url: 'https://203.0.113.10/in', events: ['order.created'] };
const deliveryId = '5f0c1e52-7c1e-4a4e-9d3a-2b6f0c1d9e11';

const CALLS: SweepCall[] = [
  sweepOf(api.webhooks.create, { body: webhook }),
  sweepOf(api.webhooks.one, first),
  sweepOf(api.webhooks.update, { ...first, body: { description: 'ERP' } }),
  sweepOf(api.webhooks.test, first),
  sweepOf(api.webhooks.deliveries, first),
  sweepOf(api.webhooks.redeliver, { params: { id: '1', deliveryId } }),
  // Deletions last: every bad id is refused, so the webhook above stays.
  sweepOf(api.webhooks.remove, first),
];

describeBadInputSweep(
  'notifications',
  CALLS,
  async () => {
    // Private URLs refused, as in production: the sweep's URLs must not reach this machine.
    const under = await startNotificationsUnderTest({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'false' });
    const created = await under.service.call('POST', '/api/admin/webhooks', { body: webhook });
    expect(created.body.id).toBe(1);
    await under.service.query(
      `INSERT INTO notifications.webhook_deliveries (id, webhook_id, dedupe_key, event, occurred_at, data, status)
       VALUES ($1, 1, $2, 'order.created', now(), '{}', 'failed')`,
      [deliveryId, `sweep ${deliveryId}`],
    );
    return under;
  },
  {
    // The audit entries of the accepted calls arrive through the outbox while the sweep runs, and
    // the accepted test deliveries are tried (and their rows written) meanwhile.
    ignoredTables: ['audit_entries', 'webhook_deliveries'],
  },
);
