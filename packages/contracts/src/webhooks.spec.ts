import { auditEntry as entry } from './testing/audit-entries.js';
import { webhookEventsOf } from './webhooks.js';

describe('webhook events of an audit entry', () => {
  it.each([
    [{ entity: 'order', action: 'create' }, ['order.created']],
    [{ entity: 'order', action: 'update' }, ['order.updated']],
    [{ entity: 'order', action: 'delete' }, ['order.deleted']],
    [{ entity: 'item', action: 'create' }, ['order-item.created']],
    [{ entity: 'item', action: 'delete' }, ['order-item.deleted']],
    [{ entity: 'counterparty', action: 'create' }, ['counterparty.created']],
    [{ entity: 'counterparty', action: 'update' }, ['counterparty.updated']],
    [{ entity: 'stock', action: 'import' }, ['stock.changed']],
    [{ entity: 'stock', action: 'delete' }, ['stock.changed']],
    [{ entity: 'truck', action: 'update' }, ['truck.updated']],
    [{ entity: 'truck', action: 'create' }, []],
    [{ entity: 'user', action: 'create' }, []],
    [{ entity: 'order', action: 'export' }, []],
  ] as const)('%o → %o', (fields, events) => {
    expect(webhookEventsOf(entry(fields))).toEqual(events);
  });

  it('tells an item’s status change besides its update, only when its status changed', () => {
    const status = { field: 'status', from: 'ordered', to: 'in_transit' };
    const price = { field: 'pricePerUnit', from: '10.00', to: '12.50' };
    expect(webhookEventsOf(entry({ changes: [price, status] }))).toEqual([
      'order-item.updated',
      'order-item.status-changed',
    ]);
    expect(webhookEventsOf(entry({ changes: [price] }))).toEqual(['order-item.updated']);
  });
});
