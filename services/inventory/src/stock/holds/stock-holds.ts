import type { EntityManager } from 'typeorm';
import {
  applyHoldBatch,
  type HoldOutcome,
  type HoldRequest,
  type StockHold,
} from './stock-hold.js';

interface HoldRow {
  order_item_id: number;
  inventory_item_id: number;
  quantity: number;
  released: boolean;
  order_code: string | null;
  requested_at: Date | null;
}

/**
 * Applies a batch of order items' requests, in the order they came, to their holds and lines
 * (applyHoldBatch) in the consumer's transaction: the lines (those asked for and those the items
 * hold) are locked in id order before the holds, as every writer of lines does, so batches at once
 * wait for each other rather than deadlock; each changed line and hold is written once. The
 * table's CHECK keeps a line from going below zero whatever happens.
 */
export async function applyHoldRequests(
  manager: EntityManager,
  requests: HoldRequest[],
): Promise<HoldOutcome[]> {
  const itemIds = [...new Set(requests.map((request) => request.orderItemId))];
  const heldLines: Array<{ line: number }> = await manager.query(
    `SELECT inventory_item_id AS line FROM inventory.stock_holds WHERE order_item_id = ANY($1::int[])`,
    [itemIds],
  );
  const lineIds = [...new Set([...requests, ...heldLines].map(({ line }) => line))];
  const lineRows = await lockLines(manager, lineIds);
  const holdRows: HoldRow[] = await manager.query(
    `SELECT order_item_id, inventory_item_id, quantity, released, order_code, requested_at
       FROM inventory.stock_holds WHERE order_item_id = ANY($1::int[]) ORDER BY order_item_id FOR UPDATE`,
    [itemIds],
  );
  // A hold moved meanwhile by a batch in another replica: its new line is locked too (late, so a
  // deadlock is possible there, and retried as any deadlock is).
  const moved = holdRows
    .map((row) => row.inventory_item_id)
    .filter((line) => !lineIds.includes(line));
  if (moved.length > 0) lineRows.push(...(await lockLines(manager, moved)));
  const { outcomes, changedHolds, changedLines } = applyHoldBatch(
    new Map(holdRows.map((row) => [row.order_item_id, holdOf(row)])),
    new Map(lineRows.map((line) => [line.id, line.quantity])),
    requests,
  );
  await writeLines(manager, changedLines);
  await writeHolds(manager, changedHolds);
  return outcomes;
}

/** What items hold of a line: the units and their orders' codes. */
export async function unitsHeldOf(
  manager: EntityManager,
  line: number,
): Promise<{ quantity: number; orders: string | null }> {
  const [held] = await manager.query(
    `SELECT coalesce(sum(quantity), 0)::int AS quantity,
            string_agg(DISTINCT order_code, ', ' ORDER BY order_code) AS orders
       FROM inventory.stock_holds WHERE inventory_item_id = $1 AND quantity > 0 AND NOT released`,
    [line],
  );
  return held;
}

const lockLines = (
  manager: EntityManager,
  ids: number[],
): Promise<Array<{ id: number; quantity: number }>> =>
  manager.query(
    `SELECT id, quantity FROM inventory.inventory_items WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );

const holdOf = (row: HoldRow): StockHold => ({
  line: row.inventory_item_id,
  quantity: row.quantity,
  released: row.released,
  orderCode: row.order_code,
  requestedAt: row.requested_at,
});

async function writeLines(
  manager: EntityManager,
  lines: Array<[id: number, quantity: number]>,
): Promise<void> {
  if (lines.length === 0) return;
  await manager.query(
    `UPDATE inventory.inventory_items AS line SET quantity = changed.quantity, updated_at = now()
       FROM unnest($1::int[], $2::int[]) AS changed(id, quantity)
      WHERE line.id = changed.id`,
    [lines.map(([id]) => id), lines.map(([, quantity]) => quantity)],
  );
}

async function writeHolds(
  manager: EntityManager,
  holds: ReadonlyArray<readonly [orderItemId: number, hold: StockHold]>,
): Promise<void> {
  if (holds.length === 0) return;
  await manager.query(
    `INSERT INTO inventory.stock_holds AS hold
            (order_item_id, inventory_item_id, quantity, released, order_code, requested_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::boolean[], $5::text[], $6::timestamptz[])
     ON CONFLICT (order_item_id) DO UPDATE
        SET inventory_item_id = EXCLUDED.inventory_item_id, quantity = EXCLUDED.quantity,
            released = EXCLUDED.released, order_code = EXCLUDED.order_code,
            requested_at = EXCLUDED.requested_at, updated_at = now()`,
    [
      holds.map(([id]) => id),
      holds.map(([, hold]) => hold.line),
      holds.map(([, hold]) => hold.quantity),
      holds.map(([, hold]) => hold.released),
      holds.map(([, hold]) => hold.orderCode),
      holds.map(([, hold]) => hold.requestedAt),
    ],
  );
}
