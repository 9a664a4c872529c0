import { warehouseMessages } from '@silkway/contracts';
import { takeFromStock } from '../../entities/inventory-item.entity.js';

/** What one order item holds of a stock line (a row of inventory.stock_holds). */
export interface StockHold {
  line: number;
  quantity: number;
  /** The item was deleted: it holds nothing more, whatever arrives later. */
  released: boolean;
  orderCode: string | null;
  /** When the last request applied to it was made. */
  requestedAt: Date | null;
}

/** An order item's request about its stock line (`stock.reduce-requested` / `stock.return-requested`). */
export interface HoldRequest {
  orderItemId: number;
  line: number;
  /** What the item should hold now; undefined in requests made before targets, which carry `change`. */
  target?: number;
  /** Units to add (or give back, negative) to what the item holds. */
  change?: number;
  /** The item was deleted. */
  whole: boolean;
  orderCode?: string;
  requestedAt: Date;
}

export type HoldOutcome =
  | { kind: 'held' }
  | { kind: 'refused'; reason: string; lineGone: boolean }
  /** The item was deleted before: nothing taken. */
  | { kind: 'released' }
  /** Made before the last request applied: changes nothing and is not answered. */
  | { kind: 'stale' };

/**
 * Brings an item's hold to what its request asks for, against the lines' available quantities
 * (`lines`, by id; a missing id is a deleted line), which it changes: the item takes `target − held`
 * or gives back `held − target`, so a line plus what items hold of it stays what was put in, whatever
 * happened to earlier requests. Units held of another line go back to it first. A take larger than
 * the line has is refused whole and the item keeps what it held.
 */
export function applyHoldRequest(
  current: StockHold | undefined,
  request: HoldRequest,
  lines: Map<number, number>,
): { hold: StockHold; outcome: HoldOutcome } {
  const hold = current ?? {
    line: request.line,
    quantity: 0,
    released: false,
    orderCode: null,
    requestedAt: null,
  };
  if (hold.released) return { hold, outcome: { kind: 'released' } };
  // A deletion always applies: nothing the item asked for before it counts any more.
  const madeBefore = hold.requestedAt !== null && request.requestedAt < hold.requestedAt;
  if (request.target !== undefined && !request.whole && madeBefore)
    return { hold, outcome: { kind: 'stale' } };

  const next: StockHold = {
    ...hold,
    released: request.whole,
    orderCode: request.orderCode ?? hold.orderCode,
    requestedAt: madeBefore ? hold.requestedAt : request.requestedAt,
  };
  if (next.line !== request.line) {
    giveBack(lines, next.line, next.quantity);
    Object.assign(next, { line: request.line, quantity: 0 });
  }
  const target = request.whole
    ? 0
    : (request.target ?? Math.max(0, next.quantity + (request.change ?? 0)));
  if (target <= next.quantity) {
    giveBack(lines, next.line, next.quantity - target);
    return { hold: { ...next, quantity: target }, outcome: { kind: 'held' } };
  }
  const available = lines.get(next.line);
  if (available === undefined)
    return {
      hold: next,
      outcome: { kind: 'refused', reason: warehouseMessages.inventoryItemNotFound, lineGone: true },
    };
  const take = takeFromStock(available, target - next.quantity);
  if (!take.taken)
    return { hold: next, outcome: { kind: 'refused', reason: take.reason, lineGone: false } };
  lines.set(next.line, take.left);
  return { hold: { ...next, quantity: target }, outcome: { kind: 'held' } };
}

/**
 * Applies a batch of requests in the order they came (applyHoldRequest) to the items' holds and
 * the lines' available quantities as read, both by id; answers each request's outcome and what to
 * write: every hold a request changed and every line whose quantity moved, once each.
 */
export function applyHoldBatch(
  holds: ReadonlyMap<number, StockHold>,
  lines: ReadonlyMap<number, number>,
  requests: readonly HoldRequest[],
): {
  outcomes: HoldOutcome[];
  changedHolds: Array<[orderItemId: number, hold: StockHold]>;
  changedLines: Array<[line: number, quantity: number]>;
} {
  const heldNow = new Map(holds);
  const linesNow = new Map(lines);
  const changed = new Set<number>();
  const outcomes = requests.map((request) => {
    const { hold, outcome } = applyHoldRequest(heldNow.get(request.orderItemId), request, linesNow);
    heldNow.set(request.orderItemId, hold);
    if (outcome.kind !== 'stale' && outcome.kind !== 'released') changed.add(request.orderItemId);
    return outcome;
  });
  return {
    outcomes,
    changedHolds: [...changed].map((id) => [id, heldNow.get(id)!]),
    changedLines: [...linesNow].filter(([id, quantity]) => lines.get(id) !== quantity),
  };
}

/** A deleted line takes nothing back: a line items hold units of is never deleted (remove-stock-item). */
function giveBack(lines: Map<number, number>, line: number, units: number): void {
  const available = lines.get(line);
  if (available !== undefined) lines.set(line, available + units);
}
