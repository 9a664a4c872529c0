// What must hold once a sequence's events have settled, read straight from the databases (each
// service's schema of the one scratch database). Each check answers the breaches it finds, as
// sentences naming the records; none at all when everything holds.
import { webhookEventsOf } from '@silkway/contracts';

const ids = (world, kind) => world.records[kind].map((record) => record.id);

const existing = async (db, table, wanted) =>
  new Set(
    wanted.length === 0
      ? []
      : (await db.query(`SELECT id FROM ${table} WHERE id = ANY($1)`, [wanted])).rows.map(
          (row) => row.id,
        ),
  );

/** File ids of an item's stored photos (`/api/files/{id}/download`). */
const photoFileIds = (photos) =>
  photos.flatMap((url) => /^\/api\/files\/(\d+)\/download$/.exec(url)?.slice(1).map(Number) ?? []);

/** No item names a truck, stock line, warehouse or file that does not exist; no order a client. */
async function referencesOfItems(db, world, items) {
  const breaches = [];
  const trucks = await existing(
    db,
    'inventory.trucks',
    items.flatMap((item) => item.truck_id ?? []),
  );
  const lines = await existing(
    db,
    'inventory.inventory_items',
    items.flatMap((item) => item.inventory_item_id ?? []),
  );
  const warehouses = await existing(
    db,
    'inventory.warehouses',
    items.flatMap((item) => item.warehouse_id ?? []),
  );
  const files = await existing(
    db,
    'files.stored_files',
    items.flatMap((item) => photoFileIds(item.photos)),
  );
  for (const item of items) {
    const named = `item ${item.id} (order ${item.order_id})`;
    if (item.truck_id !== null && !trucks.has(item.truck_id))
      breaches.push(`${named} names truck ${item.truck_id}, which does not exist`);
    if (item.inventory_item_id !== null && !lines.has(item.inventory_item_id))
      breaches.push(`${named} names stock line ${item.inventory_item_id}, which does not exist`);
    if (item.warehouse_id !== null && !warehouses.has(item.warehouse_id))
      breaches.push(`${named} names warehouse ${item.warehouse_id}, which does not exist`);
    for (const file of photoFileIds(item.photos))
      if (!files.has(file))
        breaches.push(`${named} shows photo file ${file}, which does not exist`);
  }
  const { rows: orders } = await db.query(
    'SELECT id, counterparty_id FROM orders.orders WHERE id = ANY($1) AND counterparty_id IS NOT NULL',
    [ids(world, 'order')],
  );
  const clients = await existing(
    db,
    'orders.counterparties',
    orders.map((order) => order.counterparty_id),
  );
  for (const order of orders)
    if (!clients.has(order.counterparty_id))
      breaches.push(
        `order ${order.id} names counterparty ${order.counterparty_id}, which does not exist`,
      );
  return breaches;
}

/**
 * Stock is conserved: each line's quantity plus what live items naming it hold of it (the
 * inventory's holds) is what was put in; an item that says it took its units holds all of them;
 * no item still waits for the stock's answer.
 */
async function stockConserved(db, world, items) {
  const breaches = [];
  const liveItems = new Map(items.map((item) => [item.id, item]));
  const { rows: lines } = await db.query(
    'SELECT id, quantity FROM inventory.inventory_items WHERE id = ANY($1)',
    [ids(world, 'stock')],
  );
  const { rows: holds } = await db.query(
    `SELECT order_item_id, inventory_item_id, quantity FROM inventory.stock_holds
      WHERE NOT released AND (inventory_item_id = ANY($1) OR order_item_id = ANY($2))`,
    [ids(world, 'stock'), ids(world, 'item')],
  );
  for (const line of lines) {
    const putIn = world.records.stock.find((record) => record.id === line.id).putIn;
    let held = 0;
    const strays = [];
    for (const hold of holds.filter((candidate) => candidate.inventory_item_id === line.id)) {
      const item = liveItems.get(hold.order_item_id);
      if (item?.inventory_item_id === line.id) held += hold.quantity;
      else
        strays.push(
          `${hold.quantity} held for ${item ? `item ${item.id}, which names line ${item.inventory_item_id}` : `item ${hold.order_item_id}, which is deleted`}`,
        );
    }
    if (line.quantity + held !== putIn)
      breaches.push(
        `stock line ${line.id}: ${line.quantity} on the line + ${held} held by its live items = ` +
          `${line.quantity + held}, but ${putIn} were put in` +
          (strays.length ? ` (${strays.join('; ')})` : ''),
      );
  }
  for (const item of items) {
    if (item.from_inventory && item.stock_status === 'pending')
      breaches.push(`item ${item.id} still waits for the stock's answer`);
    if (item.stock_status !== 'reduced' || item.inventory_item_id === null) continue;
    const hold = holds.find(
      (candidate) =>
        candidate.order_item_id === item.id &&
        candidate.inventory_item_id === item.inventory_item_id,
    );
    if ((hold?.quantity ?? 0) !== item.quantity)
      breaches.push(
        `item ${item.id} says it took its ${item.quantity} units of stock line ` +
          `${item.inventory_item_id}, which holds ${hold?.quantity ?? 0} for it`,
      );
  }
  return breaches;
}

/**
 * The ledger: no payment, allocation or portal account loses the client, order, item or person it
 * names; a counterparty's allocations never exceed its live payments.
 */
async function ledgerHolds(db, world) {
  const breaches = [];
  const { rows: payments } = await db.query(
    `SELECT id, counterparty_id, order_id, amount_usd, voided_at, created_by, voided_by
       FROM orders.payments WHERE created_by = $1 OR counterparty_id = ANY($2)`,
    [world.username, ids(world, 'counterparty')],
  );
  const { rows: allocations } = await db.query(
    `SELECT id, payment_id, counterparty_id, order_id, item_id, amount_usd
       FROM orders.payment_allocations WHERE payment_id = ANY($1)`,
    [payments.map((payment) => payment.id)],
  );
  // A client's account taken back stays as a row without access: a tombstone a late event cannot undo.
  const { rows: followers } = await db.query(
    'SELECT counterparty_id FROM notifications.portal_followers WHERE counterparty_id = ANY($1) AND access',
    [ids(world, 'counterparty')],
  );
  const clients = await existing(db, 'orders.counterparties', [
    ...payments.map((payment) => payment.counterparty_id),
    ...allocations.map((part) => part.counterparty_id),
    ...followers.map((follower) => follower.counterparty_id),
  ]);
  const orders = await existing(db, 'orders.orders', [
    ...payments.flatMap((payment) => payment.order_id ?? []),
    ...allocations.flatMap((part) => part.order_id ?? []),
  ]);
  const items = await existing(
    db,
    'orders.order_items',
    allocations.flatMap((part) => part.item_id ?? []),
  );
  const { rows: people } = await db.query(
    'SELECT username FROM identity.admin_users WHERE username = ANY($1)',
    [payments.flatMap((payment) => [payment.created_by, payment.voided_by ?? []].flat())],
  );
  const known = new Set(people.map((person) => person.username));
  for (const payment of payments) {
    if (!clients.has(payment.counterparty_id))
      breaches.push(
        `payment ${payment.id} names counterparty ${payment.counterparty_id}, which does not exist`,
      );
    if (payment.order_id !== null && !orders.has(payment.order_id))
      breaches.push(`payment ${payment.id} names order ${payment.order_id}, which does not exist`);
    for (const person of [payment.created_by, payment.voided_by])
      if (person !== null && !known.has(person))
        breaches.push(`payment ${payment.id} names ${person}, who is not a member of staff`);
  }
  for (const part of allocations) {
    if (!clients.has(part.counterparty_id))
      breaches.push(
        `allocation ${part.id} names counterparty ${part.counterparty_id}, which does not exist`,
      );
    if (part.order_id !== null && !orders.has(part.order_id))
      breaches.push(`allocation ${part.id} names order ${part.order_id}, which does not exist`);
    if (part.item_id !== null && !items.has(part.item_id))
      breaches.push(`allocation ${part.id} names item ${part.item_id}, which does not exist`);
  }
  for (const follower of followers)
    if (!clients.has(follower.counterparty_id))
      breaches.push(`the portal account of counterparty ${follower.counterparty_id} outlives it`);
  const cents = (amount) => Math.round(Number(amount) * 100);
  for (const counterpartyId of new Set(payments.map((payment) => payment.counterparty_id))) {
    const live = payments.filter(
      (payment) => payment.counterparty_id === counterpartyId && payment.voided_at === null,
    );
    const liveIds = new Set(live.map((payment) => payment.id));
    const received = live.reduce((sum, payment) => sum + cents(payment.amount_usd), 0);
    const allocated = allocations
      .filter((part) => part.counterparty_id === counterpartyId)
      .reduce((sum, part) => sum + cents(part.amount_usd), 0);
    if (allocated > received)
      breaches.push(
        `counterparty ${counterpartyId}: ${allocated / 100} USD allocated, more than its live payments (${received / 100} USD)`,
      );
    const ofVoided = allocations.filter(
      (part) => part.counterparty_id === counterpartyId && !liveIds.has(part.payment_id),
    );
    if (ofVoided.length)
      breaches.push(
        `counterparty ${counterpartyId}: allocations ${ofVoided.map((part) => part.id).join(', ')} belong to voided payments`,
      );
  }
  return breaches;
}

/** Every change answered 2xx has exactly one audit entry, naming a member of staff who exists. */
async function oneEntryPerChange(db, world) {
  const { rows: entries } = await db.query(
    `SELECT action, entity, entity_id FROM notifications.audit_entries
      WHERE username = $1 AND action NOT IN ('sign-in', 'sign-out')`,
    [world.username],
  );
  const counts = new Map();
  for (const change of world.changes) counts.set(change, (counts.get(change) ?? 0) + 1);
  for (const entry of entries) {
    const key = `${entry.action} ${entry.entity} ${entry.entity_id}`;
    counts.set(key, (counts.get(key) ?? 0) - 1);
  }
  const breaches = [];
  for (const [change, missing] of counts) {
    if (missing > 0)
      breaches.push(`${change}: ${missing} audit entr${missing > 1 ? 'ies' : 'y'} missing`);
    if (missing < 0)
      breaches.push(`${change}: ${-missing} audit entr${missing < -1 ? 'ies' : 'y'} too many`);
  }
  const { rowCount } = await db.query('SELECT 1 FROM identity.admin_users WHERE username = $1', [
    world.username,
  ]);
  if (entries.length > 0 && rowCount === 0)
    breaches.push(`the audit entries name ${world.username}, who is not a member of staff`);
  return breaches;
}

/**
 * Each audit entry of the sequence became, in the stack's webhook subscribed to every event, the
 * deliveries its events name (issue 35 §2: none missed, none made up), and none of them failed: the
 * receiver takes every message.
 */
async function deliveriesOfChanges(db, world) {
  const { rows: entries } = await db.query(
    'SELECT id, action, entity, changes FROM notifications.audit_entries WHERE username = $1',
    [world.username],
  );
  const { rows: deliveries } = await db.query(
    `SELECT dedupe_key, status FROM notifications.webhook_deliveries
      WHERE webhook_id = $1 AND split_part(dedupe_key, ' ', 1) = ANY($2)`,
    [world.webhookId, entries.map((entry) => entry.id)],
  );
  const expected = new Set(
    entries.flatMap((entry) =>
      webhookEventsOf(entry).map((event) => `${entry.id} ${event} ${world.webhookId}`),
    ),
  );
  const breaches = [];
  for (const { dedupe_key: key, status } of deliveries) {
    if (!expected.delete(key)) breaches.push(`webhook delivery ${key} names no change`);
    if (status === 'failed') breaches.push(`webhook delivery ${key} failed`);
  }
  for (const key of expected) breaches.push(`no webhook delivery ${key}`);
  return breaches;
}

/**
 * The sums the summary and the balances read (orders.counterparty_sums, kept by triggers) equal the
 * ones computed from the rows, for every client: one statement, so one snapshot of both.
 */
async function sumsKept(db) {
  const { rows } = await db.query(
    `WITH computed AS (
       SELECT id, sum(owed) AS owed, sum(advance) AS advance, sum(active)::int AS active,
              sum(in_transit)::int AS in_transit
         FROM (SELECT COALESCE(o.counterparty_id, 0) AS id, i.remaining_amount AS owed, 0 AS advance,
                      0 AS active, (i.status = 'Отправлено')::int AS in_transit
                 FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id
               UNION ALL
               SELECT COALESCE(counterparty_id, 0), 0, 0, (status = 'active')::int, 0 FROM orders.orders
               UNION ALL
               SELECT counterparty_id, 0, amount_usd, 0, 0 FROM orders.payment_allocations
                WHERE item_id IS NULL) parts
        GROUP BY id)
     SELECT COALESCE(k.counterparty_id, c.id) AS id,
            COALESCE(k.owed, 0) AS kept_owed, COALESCE(c.owed, 0) AS owed,
            COALESCE(k.advance, 0) AS kept_advance, COALESCE(c.advance, 0) AS advance,
            COALESCE(k.active_orders, 0) AS kept_active, COALESCE(c.active, 0) AS active,
            COALESCE(k.items_in_transit, 0) AS kept_in_transit, COALESCE(c.in_transit, 0) AS in_transit
       FROM orders.counterparty_sums k FULL JOIN computed c ON c.id = k.counterparty_id
      WHERE COALESCE(k.owed, 0) <> COALESCE(c.owed, 0) OR COALESCE(k.advance, 0) <> COALESCE(c.advance, 0)
         OR COALESCE(k.active_orders, 0) <> COALESCE(c.active, 0)
         OR COALESCE(k.items_in_transit, 0) <> COALESCE(c.in_transit, 0)`,
  );
  return rows.map(
    (row) =>
      `counterparty ${row.id}: kept owed ${row.kept_owed}, advance ${row.kept_advance}, ${row.kept_active} active orders, ${row.kept_in_transit} items in transit; computed ${row.owed}, ${row.advance}, ${row.active}, ${row.in_transit}`,
  );
}

/** No comment saved with an outdated version (If-Match) was ever stored (issue 33 §2). */
async function staleWritesRefused(db, world) {
  if (world.staleComments.length === 0) return [];
  const { rows } = await db.query(
    'SELECT id, comments FROM orders.order_items WHERE comments = ANY($1)',
    [world.staleComments.map(({ comments }) => comments)],
  );
  return rows.map(
    (row) => `item ${row.id} stores «${row.comments}», saved with an outdated version`,
  );
}

/** Every breach of the sequence's records, as it stands now. */
export async function breachesOf(db, world) {
  const { rows: items } = await db.query(
    `SELECT id, order_id, truck_id, warehouse_id, inventory_item_id, from_inventory, quantity,
            stock_status, photos
       FROM orders.order_items WHERE order_id = ANY($1) OR id = ANY($2)`,
    [ids(world, 'order'), ids(world, 'item')],
  );
  return [
    ...(await referencesOfItems(db, world, items)),
    ...(await stockConserved(db, world, items)),
    ...(await ledgerHolds(db, world)),
    ...(await oneEntryPerChange(db, world)),
    ...(await deliveriesOfChanges(db, world)),
    ...(await sumsKept(db)),
    ...(await staleWritesRefused(db, world)),
  ];
}

/**
 * Reads the invariants until they hold, for at most `settleMs` after the sequence's last call (the
 * events between services take 50–300 ms); then fails with what is still breached.
 */
export async function settleAndCheck(db, world, settleMs) {
  for (;;) {
    const breaches = await breachesOf(db, world);
    if (breaches.length === 0) return;
    if (Date.now() > world.lastCallAt + settleMs)
      throw new Error(
        `${settleMs / 1000} s after the last call:\n${breaches.map((breach) => `    - ${breach}`).join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
