// The calls a sequence is made of, as fast-check commands: each picks its targets among the records
// the sequence created (by index, so a shrunk sequence still names something), makes its call through
// the gateway and notes what the product answered. `together` sends two at once, as two tabs do.
import fc from 'fast-check';

// A 1×1 PNG: an item's photo, stored by the files service.
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const today = () => new Date().toISOString().slice(0, 10);

/** An answer as the log shows it: its status, and a refusal's message. */
function said(answer) {
  if (answer.status < 300) return String(answer.status);
  const message = answer.body?.message ?? answer.body;
  return `${answer.status} «${String(Array.isArray(message) ? message.join('; ') : message).slice(0, 120)}»`;
}

/** A name no other sequence uses, so no refusal comes from another sequence's records. */
const nameOf = (world, what) => `${what} ${world.username}-${world.log.length + 1}`;

const deletion =
  (kind, path) =>
  async (world, { index }) => {
    const record = world.pick(kind, index);
    const answer = await world.call(
      'DELETE',
      path(record.id),
      undefined,
      `delete ${kind} ${record.id}`,
    );
    if (answer.status === 204) world.remove(kind, record.id);
    return `delete ${kind} ${record.id} → ${said(answer)}`;
  };

/** Each action makes its call(s) and answers the line the log keeps. */
const actions = {
  async createCounterparty(world, { withEmail }) {
    const name = nameOf(world, 'Клиент');
    const answer = await world.call(
      'POST',
      '/api/admin/counterparties',
      { name, ...(withEmail ? { email: `${world.username}-${world.log.length}@model.test` } : {}) },
      (created) => `create counterparty ${created.id}`,
    );
    if (answer.status === 201) world.add('counterparty', { id: answer.body.id });
    return `create counterparty${withEmail ? ' with e-mail' : ''} → ${said(answer)}${answer.status === 201 ? ` (counterparty ${answer.body.id})` : ''}`;
  },
  async renameCounterparty(world, { index }) {
    const counterparty = world.pick('counterparty', index);
    const answer = await world.call(
      'PUT',
      `/api/admin/counterparties/${counterparty.id}`,
      { name: nameOf(world, 'Клиент') },
      `update counterparty ${counterparty.id}`,
    );
    return `rename counterparty ${counterparty.id} → ${said(answer)}`;
  },
  deleteCounterparty: deletion('counterparty', (id) => `/api/admin/counterparties/${id}`),
  async inviteClient(world, { index }) {
    const counterparty = world.pick('counterparty', index);
    const answer = await world.call(
      'POST',
      `/api/admin/counterparties/${counterparty.id}/portal-invite`,
      {},
      `update counterparty ${counterparty.id}`,
    );
    return `invite counterparty ${counterparty.id} to the portal → ${said(answer)}`;
  },

  async createOrder(world, { counterparty }) {
    const client = counterparty === null ? undefined : world.pick('counterparty', counterparty);
    const answer = await world.call(
      'POST',
      '/api/admin/orders',
      { name: nameOf(world, 'Заказ'), ...(client ? { counterpartyId: client.id } : {}) },
      (created) => `create order ${created.id}`,
    );
    if (answer.status === 201)
      world.add('order', { id: answer.body.id, counterpartyId: client?.id ?? null });
    return `create order${client ? ` of counterparty ${client.id}` : ''} → ${said(answer)}${answer.status === 201 ? ` (order ${answer.body.id})` : ''}`;
  },
  async changeOrderClient(world, { index, counterparty }) {
    const order = world.pick('order', index);
    const client = counterparty === null ? undefined : world.pick('counterparty', counterparty);
    const answer = await world.call(
      'PUT',
      `/api/admin/orders/${order.id}`,
      { name: nameOf(world, 'Заказ'), counterpartyId: client?.id ?? null },
      `update order ${order.id}`,
    );
    if (answer.status === 200) order.counterpartyId = client?.id ?? null;
    return `order ${order.id} to counterparty ${client?.id ?? 'none'} → ${said(answer)}`;
  },
  deleteOrder: deletion('order', (id) => `/api/admin/orders/${id}`),

  async addItem(world, { order: orderIndex, stock, quantity, photo }) {
    const order = world.pick('order', orderIndex);
    const line = stock === null ? undefined : world.pick('stock', stock);
    const fields = line
      ? {
          code: line.code,
          name: 'Товар со склада',
          fromInventory: true,
          inventoryItemId: line.id,
          warehouseId: line.warehouseId,
        }
      : { code: `M-${world.log.length}`, name: 'Товар', ...(photo ? { photos: [PHOTO] } : {}) };
    const answer = await world.call(
      'POST',
      `/api/admin/orders/${order.id}/items`,
      { ...fields, quantity, pricePerUnit: '10' },
      (created) => `create item ${created.id}`,
    );
    if (answer.status === 201)
      world.add('item', { id: answer.body.id, orderId: order.id, stockId: line?.id ?? null });
    const what = line
      ? `${quantity} of stock line ${line.id}`
      : `${quantity}${photo ? ' with a photo' : ''}`;
    return `add item (${what}) to order ${order.id} → ${said(answer)}${answer.status === 201 ? ` (item ${answer.body.id})` : ''}`;
  },
  async changeItemQuantity(world, { index, quantity }) {
    const item = world.pick('item', index);
    const answer = await world.call(
      'PUT',
      `/api/admin/order-items/${item.id}`,
      { quantity },
      `update item ${item.id}`,
    );
    return `item ${item.id} quantity ${quantity} → ${said(answer)}`;
  },
  async unlinkItemFromStock(world, { index }) {
    const item = world.pick('item', index);
    const answer = await world.call(
      'PUT',
      `/api/admin/order-items/${item.id}`,
      { fromInventory: false },
      `update item ${item.id}`,
    );
    return `item ${item.id} no longer from stock → ${said(answer)}`;
  },
  deleteItem: deletion('item', (id) => `/api/admin/order-items/${id}`),
  async loadOntoTruck(world, { index, truck: truckIndex, oneByOne }) {
    const item = world.pick('item', index);
    const truck = truckIndex === null ? undefined : world.pick('truck', truckIndex);
    const truckId = truck?.id ?? null;
    if (oneByOne) {
      const answer = await world.call(
        'PUT',
        `/api/admin/order-items/${item.id}`,
        { truckId },
        `update item ${item.id}`,
      );
      return `item ${item.id} onto truck ${truckId ?? 'none'} → ${said(answer)}`;
    }
    const itemIds = world.records.item
      .filter((other) => other.orderId === item.orderId && (!other.gone || other.id === item.id))
      .map((other) => other.id);
    const answer = await world.call(
      'PATCH',
      `/api/admin/orders/${item.orderId}/items`,
      { itemIds, truckId },
      `update order ${item.orderId}`,
    );
    return `items ${itemIds.join(', ')} of order ${item.orderId} onto truck ${truckId ?? 'none'} → ${said(answer)}`;
  },

  async createWarehouse(world) {
    const answer = await world.call(
      'POST',
      '/api/admin/warehouses',
      { location: nameOf(world, 'Склад') },
      (created) => `create warehouse ${created.id}`,
    );
    if (answer.status === 201) world.add('warehouse', { id: answer.body.id });
    return `create warehouse → ${said(answer)}${answer.status === 201 ? ` (warehouse ${answer.body.id})` : ''}`;
  },
  deleteWarehouse: deletion('warehouse', (id) => `/api/admin/warehouses/${id}`),
  async addStockLine(world, { warehouse: warehouseIndex, quantity }) {
    const warehouse = world.pick('warehouse', warehouseIndex);
    const code = `S-${world.username}-${world.log.length}`;
    const answer = await world.call(
      'POST',
      '/api/admin/warehouse-inventory',
      { warehouseId: warehouse.id, code, name: 'Кроссовки', quantity },
      (created) => `create stock ${created.id}`,
    );
    if (answer.status === 201)
      world.add('stock', { id: answer.body.id, warehouseId: warehouse.id, code, putIn: quantity });
    return `add stock line of ${quantity} to warehouse ${warehouse.id} → ${said(answer)}${answer.status === 201 ? ` (stock line ${answer.body.id})` : ''}`;
  },
  async renameStockLine(world, { index }) {
    const line = world.pick('stock', index);
    const answer = await world.call(
      'PUT',
      `/api/admin/warehouse-inventory/${line.id}`,
      { code: line.code, name: nameOf(world, 'Кроссовки') },
      `update stock ${line.id}`,
    );
    return `rename stock line ${line.id} → ${said(answer)}`;
  },
  deleteStockLine: deletion('stock', (id) => `/api/admin/warehouse-inventory/${id}`),
  async takeFromStock(world, { index, quantity }) {
    const line = world.pick('stock', index);
    const answer = await world.call(
      'PATCH',
      `/api/admin/inventory/${line.id}/reduce`,
      { quantity },
      `update stock ${line.id}`,
    );
    // Taken for good, by no item: what the line keeps of what was put in is that much less.
    if (answer.status === 200) line.putIn -= quantity;
    return `take ${quantity} off stock line ${line.id} → ${said(answer)}`;
  },

  async createTruck(world) {
    const answer = await world.call(
      'POST',
      '/api/admin/trucks',
      { number: nameOf(world, 'Трак') },
      (created) => `create truck ${created.id}`,
    );
    if (answer.status === 201) world.add('truck', { id: answer.body.id });
    return `create truck → ${said(answer)}${answer.status === 201 ? ` (truck ${answer.body.id})` : ''}`;
  },
  async renameTruck(world, { index }) {
    const truck = world.pick('truck', index);
    const answer = await world.call(
      'PUT',
      `/api/admin/trucks/${truck.id}`,
      { number: nameOf(world, 'Трак') },
      `update truck ${truck.id}`,
    );
    return `rename truck ${truck.id} → ${said(answer)}`;
  },
  deleteTruck: deletion('truck', (id) => `/api/admin/trucks/${id}`),

  async recordPayment(world, { counterparty, order: orderIndex, amount }) {
    // For an order: its client's payment (or another client's, when the order has none).
    const order = orderIndex === null ? undefined : world.pick('order', orderIndex);
    const counterpartyId = order?.counterpartyId ?? world.pick('counterparty', counterparty).id;
    const answer = await world.call(
      'POST',
      '/api/admin/payments',
      {
        counterpartyId,
        orderId: order?.id ?? null,
        amount: String(amount),
        currency: 'USD',
        paidAt: today(),
        method: 'cash',
      },
      (created) => `create payment ${created.id}`,
    );
    if (answer.status === 201) world.add('payment', { id: answer.body.id, counterpartyId });
    return `payment of ${amount} USD from counterparty ${counterpartyId}${order ? ` for order ${order.id}` : ''} → ${said(answer)}${answer.status === 201 ? ` (payment ${answer.body.id})` : ''}`;
  },
  /**
   * Issue 33: a colleague changes an item's price after it was read; a comment then saved with the
   * version read must be refused (412) and never stored, nor put the old price back.
   */
  async staleItemEdit(world, { index }) {
    const item = world.pick('item', index);
    const order = await world.call('GET', `/api/admin/orders/${item.orderId}`);
    const read = order.status === 200 && order.body.items.find(({ id }) => id === item.id);
    if (!read) return `stale edit of item ${item.id} → gone (${said(order)})`;
    const priced = await world.call(
      'PUT',
      `/api/admin/order-items/${item.id}`,
      { pricePerUnit: String(read.pricePerUnit + 1) },
      `update item ${item.id}`,
    );
    // Only a change that went through makes the version read outdated.
    if (priced.status !== 200) return `price of item ${item.id} raised → ${said(priced)}`;
    const comments = `устаревшая правка ${world.username}-${world.log.length}`;
    world.staleComments.push({ itemId: item.id, comments });
    const stale = await world.call('PUT', `/api/admin/order-items/${item.id}`, { comments }, null, {
      'If-Match': `"item-${item.id}-v${read.version}"`,
    });
    return `price of item ${item.id} raised → ${said(priced)}; comment with version ${read.version} → ${said(stale)}`;
  },
  async voidPayment(world, { index }) {
    const payment = world.pick('payment', index);
    const answer = await world.call(
      'POST',
      `/api/admin/payments/${payment.id}/void`,
      { reason: 'ошибка ввода' },
      `update payment ${payment.id}`,
    );
    return `void payment ${payment.id} → ${said(answer)}`;
  },
};

/** One call; `needs` are the kinds it picks among (it is skipped while one of them is empty). */
class Step {
  constructor(name, needs, args) {
    this.name = name;
    this.needs = needs;
    this.args = args;
  }

  check(world) {
    return this.needs.every((kind) => world.has(kind));
  }

  act(world) {
    return actions[this.name](world, this.args);
  }

  async run(world) {
    try {
      world.log.push(await this.act(world));
    } catch (error) {
      world.log.push(`${this.name} → ${error.message}`);
      throw error;
    }
  }

  toString() {
    return `${this.name}(${JSON.stringify(this.args)})`;
  }
}

/** Two calls sent at once; both finish before the sequence goes on. */
class Together {
  constructor(first, second) {
    this.steps = [first, second];
  }

  check(world) {
    return this.steps.every((step) => step.check(world));
  }

  async run(world) {
    const outcomes = await Promise.allSettled(this.steps.map((step) => step.act(world)));
    world.log.push(
      `together: ${outcomes
        .map((outcome, at) =>
          outcome.status === 'fulfilled'
            ? outcome.value
            : `${this.steps[at].name} → ${outcome.reason.message}`,
        )
        .join('  ‖  ')}`,
    );
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }

  toString() {
    return `together(${this.steps.join(', ')})`;
  }
}

const index = fc.nat({ max: 7 });
const maybeIndex = fc.option(index, { nil: null, freq: 4 });
const quantity = fc.integer({ min: 1, max: 12 });
const step = (name, needs, args = fc.constant({})) =>
  args.map((values) => new Step(name, needs, values));

/** Every single call, by what it needs; `i` fixes the target index (for races on one record). */
const steps = (i = index) => ({
  createCounterparty: step('createCounterparty', [], fc.record({ withEmail: fc.boolean() })),
  renameCounterparty: step('renameCounterparty', ['counterparty'], fc.record({ index: i })),
  deleteCounterparty: step('deleteCounterparty', ['counterparty'], fc.record({ index: i })),
  inviteClient: step('inviteClient', ['counterparty'], fc.record({ index: i })),
  createOrder: step('createOrder', [], fc.record({ counterparty: maybeIndex })),
  changeOrderClient: step(
    'changeOrderClient',
    ['order', 'counterparty'],
    fc.record({ index, counterparty: fc.option(i, { nil: null, freq: 4 }) }),
  ),
  deleteOrder: step('deleteOrder', ['order'], fc.record({ index: i })),
  addItem: step(
    'addItem',
    ['order'],
    fc.record({ order: i, stock: maybeIndex, quantity, photo: fc.boolean() }),
  ),
  addItemFromStock: step(
    'addItem',
    ['order', 'stock'],
    fc.record({ order: index, stock: i, quantity, photo: fc.constant(false) }),
  ),
  changeItemQuantity: step('changeItemQuantity', ['item'], fc.record({ index: i, quantity })),
  unlinkItemFromStock: step('unlinkItemFromStock', ['item'], fc.record({ index: i })),
  deleteItem: step('deleteItem', ['item'], fc.record({ index: i })),
  staleItemEdit: step('staleItemEdit', ['item'], fc.record({ index: i })),
  loadOntoTruck: step(
    'loadOntoTruck',
    ['item', 'truck'],
    fc.record({ index, truck: fc.option(i, { nil: null, freq: 5 }), oneByOne: fc.boolean() }),
  ),
  createWarehouse: step('createWarehouse', []),
  deleteWarehouse: step('deleteWarehouse', ['warehouse'], fc.record({ index: i })),
  addStockLine: step(
    'addStockLine',
    ['warehouse'],
    fc.record({ warehouse: i, quantity: fc.integer({ min: 1, max: 30 }) }),
  ),
  renameStockLine: step('renameStockLine', ['stock'], fc.record({ index: i })),
  deleteStockLine: step('deleteStockLine', ['stock'], fc.record({ index: i })),
  takeFromStock: step('takeFromStock', ['stock'], fc.record({ index: i, quantity })),
  createTruck: step('createTruck', []),
  renameTruck: step('renameTruck', ['truck'], fc.record({ index: i })),
  deleteTruck: step('deleteTruck', ['truck'], fc.record({ index: i })),
  recordPayment: step(
    'recordPayment',
    ['counterparty'],
    fc.record({
      counterparty: i,
      order: maybeIndex,
      amount: fc.integer({ min: 1, max: 60 }),
    }),
  ),
  recordPaymentForOrder: step(
    'recordPayment',
    ['counterparty', 'order'],
    fc.record({ counterparty: index, order: i, amount: fc.integer({ min: 1, max: 60 }) }),
  ),
  voidPayment: step('voidPayment', ['payment'], fc.record({ index: i })),
});

/** Pairs that act on both ends of one reference at once (the seams of issue 30). */
const RACES = [
  ['deleteTruck', 'loadOntoTruck'],
  ['deleteStockLine', 'addItemFromStock'],
  ['deleteStockLine', 'takeFromStock'],
  ['deleteWarehouse', 'addStockLine'],
  ['deleteCounterparty', 'recordPayment'],
  ['deleteCounterparty', 'changeOrderClient'],
  ['deleteCounterparty', 'inviteClient'],
  ['deleteOrder', 'recordPaymentForOrder'],
  ['deleteOrder', 'addItem'],
  ['deleteItem', 'changeItemQuantity'],
  ['changeItemQuantity', 'changeItemQuantity'],
  ['staleItemEdit', 'changeItemQuantity'],
  ['voidPayment', 'voidPayment'],
];

const race = index.chain((i) => {
  const on = steps(fc.constant(i));
  return fc.oneof(...RACES.map(([first, second]) => fc.tuple(on[first], on[second])));
});

// Records are made more often than used, so that a sequence soon has something to act on.
const single = fc.oneof(
  ...Object.entries(steps()).map(([name, arbitrary]) => ({
    arbitrary,
    weight: name.startsWith('create') || name === 'addStockLine' || name === 'addItem' ? 4 : 1,
  })),
);

/** The commands of one sequence: mostly single calls, some pairs sent at once. */
export function sequenceOf({ maxCommands, replayPath }) {
  const together = fc
    .oneof({ arbitrary: race, weight: 3 }, { arbitrary: fc.tuple(single, single), weight: 1 })
    .map(([first, second]) => new Together(first, second));
  return fc.commands(
    [fc.oneof({ arbitrary: single, weight: 4 }, { arbitrary: together, weight: 1 })],
    { maxCommands, size: 'max', replayPath },
  );
}
