// Goods taken from warehouse stock and edited, through the gateway as the back office does it, and
// the bookkeeping that tells afterwards whether anything was lost or applied twice.
import { randomBytes } from 'node:crypto';
import { inParallel, inParallelWithFault } from './client.mjs';

const unique = () => randomBytes(4).toString('hex');

export async function newStockLine(client, quantity) {
  const warehouse = await client.must('POST', '/api/admin/warehouses', {
    location: `Склад ${unique()}`,
  });
  const line = await client.must('POST', '/api/admin/warehouse-inventory', {
    warehouseId: warehouse.id,
    code: `F-${unique()}`,
    name: 'Кроссовки беговые',
    quantity,
  });
  return { warehouseId: warehouse.id, stockId: line.id, code: line.code, initial: quantity };
}

export async function newOrder(client) {
  return (await client.must('POST', '/api/admin/orders', { name: `Заказ проверки ${unique()}` }))
    .id;
}

/** Takes `quantity` units of the line into the order; the item's id, or null when the call failed. */
export async function take(client, tally, orderId, line, quantity) {
  const answer = await client.call(tally, 'POST', `/api/admin/orders/${orderId}/items`, {
    code: line.code,
    name: 'Кроссовки беговые',
    quantity,
    fromInventory: true,
    inventoryItemId: line.stockId,
    warehouseId: line.warehouseId,
  });
  return answer.status < 300 ? answer.body.id : null;
}

/** Waits until no item of the orders waits for the inventory's answer; items still waiting then are stuck. */
export async function settle(client, orderIds, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const items = (
      await Promise.all(orderIds.map((id) => client.must('GET', `/api/admin/orders/${id}`)))
    ).flatMap((order) => order.items);
    const pending = items.filter((item) => item.stockStatus === 'pending');
    if (pending.length === 0 || Date.now() > deadline) return { items, stuck: pending.length };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function stockQuantity(client, line) {
  const lines = await client.must('GET', `/api/admin/warehouse-inventory/${line.warehouseId}`);
  return lines.find((candidate) => candidate.id === line.stockId).quantity;
}

/**
 * The line must hold its initial quantity less what the reduced items took: more means a take was
 * undone (lost), less means one was applied twice or without its item knowing (doubled).
 */
export async function checkStock(client, tally, line, items) {
  const taken = items
    .filter((item) => item.inventoryItemId === line.stockId && item.stockStatus === 'reduced')
    .reduce((sum, item) => sum + item.quantity, 0);
  const actual = await stockQuantity(client, line);
  const expected = line.initial - taken;
  if (actual > expected) tally.lost += actual - expected;
  if (actual < expected) tally.doubled += expected - actual;
  if (actual !== expected) tally.notes.push(`stock ${actual}, expected ${expected}`);
  if (actual < 0) tally.breaches += 1;
  return { actual, expected };
}

/**
 * `count` takes of one unit, each followed at once by an edit of the new item; afterwards every
 * edit must still be there and the stock must add up. `during` runs beside the traffic (a fault).
 */
export async function takesAndEdits(
  client,
  tally,
  { count, concurrency = 6, settleMs = 120_000, during },
) {
  const line = await newStockLine(client, count * 2);
  const orderId = await newOrder(client);
  const edits = new Map();
  await inParallelWithFault(
    count,
    concurrency,
    async (index) => {
      const itemId = await take(client, tally, orderId, line, 1);
      if (itemId === null) return;
      const comments = `правка ${index}`;
      const edit = await client.call(tally, 'PUT', `/api/admin/order-items/${itemId}`, {
        comments,
      });
      if (edit.status < 300) edits.set(itemId, comments);
    },
    during,
  );
  const { items, stuck } = await settle(client, [orderId], settleMs);
  const lostEdits = items.filter(
    (item) => edits.has(item.id) && item.comments !== edits.get(item.id),
  ).length;
  tally.lost += stuck + lostEdits;
  if (stuck) tally.notes.push(`${stuck} items left waiting for the stock`);
  if (lostEdits) tally.notes.push(`${lostEdits} of ${edits.size} edits lost`);
  await checkStock(client, tally, line, items);
}

/** Renames of a stock line while takes reduce it: a rename must never write an old quantity back. */
export async function renamesDuringTakes(client, tally, { count }) {
  const line = await newStockLine(client, count * 3);
  const orderId = await newOrder(client);
  await inParallel(count * 2, 8, async (index) => {
    if (index % 2 === 0) await take(client, tally, orderId, line, 1);
    else
      await client.call(tally, 'PUT', `/api/admin/warehouse-inventory/${line.stockId}`, {
        code: line.code,
        name: `Кроссовки, партия ${index}`,
      });
  });
  const { items, stuck } = await settle(client, [orderId], 60_000);
  tally.lost += stuck;
  if (stuck) tally.notes.push(`${stuck} items left waiting for the stock`);
  await checkStock(client, tally, line, items);
}

/** Many takes racing for one line: the line never goes below zero and every refusal reaches its item. */
export async function racingTakes(client, tally, { takes, quantityEach, stock }) {
  const line = await newStockLine(client, stock);
  const orderId = await newOrder(client);
  await Promise.all(
    Array.from({ length: takes }, () => take(client, tally, orderId, line, quantityEach)),
  );
  const { items, stuck } = await settle(client, [orderId], 60_000);
  tally.lost += stuck;
  const reduced = items.filter((item) => item.stockStatus === 'reduced').length;
  if (reduced > Math.floor(stock / quantityEach))
    tally.doubled += reduced - Math.floor(stock / quantityEach);
  await checkStock(client, tally, line, items);
  tally.notes.push(`${reduced} of ${takes} takes won`);
}

/**
 * `count` items take 5 units each; then half are deleted and half lowered to 2 while `during` runs
 * (a kill -9): afterwards the line must hold its initial quantity less what the remaining items
 * hold, once every return has been applied (more: given back twice; less: a return lost).
 */
export async function givenBack(client, tally, { count, during, settleMs = 120_000 }) {
  const line = await newStockLine(client, count * 5);
  const orderId = await newOrder(client);
  await inParallel(count, 6, () => take(client, tally, orderId, line, 5));
  const taken = await settle(client, [orderId], settleMs);
  let started = 0;
  const traffic = inParallel(taken.items.length, 6, async (index) => {
    started += 1;
    const item = taken.items[index];
    if (index % 2 === 0) await client.call(tally, 'DELETE', `/api/admin/order-items/${item.id}`);
    else await client.call(tally, 'PUT', `/api/admin/order-items/${item.id}`, { quantity: 2 });
  });
  while (started < taken.items.length / 3) await new Promise((resolve) => setTimeout(resolve, 20));
  await Promise.all([traffic, during?.()]);
  const { items, stuck } = await settle(client, [orderId], settleMs);
  tally.lost += stuck;
  const held = items
    .filter((item) => item.stockStatus === 'reduced')
    .reduce((sum, item) => sum + item.quantity, 0);
  const expected = line.initial - held;
  const deadline = Date.now() + settleMs;
  while ((await stockQuantity(client, line)) < expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  await checkStock(client, tally, line, items);
}
