import { warehouseMessages } from '@silkway/contracts';
import {
  applyHoldBatch,
  applyHoldRequest,
  type HoldRequest,
  type StockHold,
} from './stock-hold.js';

const at = (second: number) => new Date(Date.UTC(2026, 11, 1, 12, 0, second));
const ask = (target: number, second: number, fields: Partial<HoldRequest> = {}): HoldRequest => ({
  orderItemId: 1,
  line: 10,
  target,
  whole: false,
  requestedAt: at(second),
  ...fields,
});

/** Applies the requests in turn; the lines' quantities and the hold afterwards. */
function run(lines: Map<number, number>, requests: HoldRequest[]) {
  let hold: StockHold | undefined;
  const outcomes = requests.map((request) => {
    const applied = applyHoldRequest(hold, request, lines);
    hold = applied.hold;
    return applied.outcome.kind;
  });
  return { outcomes, hold: hold!, lines: Object.fromEntries(lines) };
}

describe('an order item’s hold of a stock line', () => {
  it('keeps what it held when a raise is refused, and a lowering then takes only the difference', () => {
    const lines = new Map([[10, 10]]);
    const refused = applyHoldRequest(
      { line: 10, quantity: 4, released: false, orderCode: 'SW-1', requestedAt: at(0) },
      ask(20, 1),
      new Map([[10, 6]]),
    );
    expect(refused.outcome).toEqual({
      kind: 'refused',
      reason: warehouseMessages.notEnoughStock(6, 16),
      lineGone: false,
    });
    expect(run(lines, [ask(4, 0), ask(20, 1), ask(5, 2)])).toMatchObject({
      outcomes: ['held', 'refused', 'held'],
      hold: { quantity: 5 },
      lines: { 10: 5 },
    });
  });

  it('ignores a request made before the last one applied, unless it is the deletion', () => {
    expect(run(new Map([[10, 10]]), [ask(3, 0), ask(2, 2), ask(8, 1)])).toMatchObject({
      outcomes: ['held', 'held', 'stale'],
      lines: { 10: 8 },
    });
    expect(
      run(new Map([[10, 10]]), [ask(3, 2), ask(0, 1, { whole: true }), ask(3, 3)]),
    ).toMatchObject({ outcomes: ['held', 'held', 'released'], lines: { 10: 10 } });
  });

  it('gives all back to the line it held when it names another one, and refuses a take from a line that is gone', () => {
    expect(
      run(
        new Map([
          [10, 10],
          [11, 10],
        ]),
        [ask(4, 0), ask(3, 1, { line: 11 })],
      ),
    ).toMatchObject({ hold: { line: 11, quantity: 3 }, lines: { 10: 10, 11: 7 } });
    expect(applyHoldRequest(undefined, ask(2, 0), new Map()).outcome).toEqual({
      kind: 'refused',
      reason: warehouseMessages.inventoryItemNotFound,
      lineGone: true,
    });
  });

  it('reads requests made before targets as changes, never giving back more than it holds', () => {
    const change = (units: number, second: number) =>
      ask(0, second, { target: undefined, change: units });
    expect(run(new Map([[10, 10]]), [change(4, 0), change(-9, 1)])).toMatchObject({
      hold: { quantity: 0 },
      lines: { 10: 10 },
    });
  });
});

describe('a batch of requests', () => {
  const holding = (quantity: number, second: number): StockHold => ({
    line: 10,
    quantity,
    released: false,
    orderCode: 'SW-1',
    requestedAt: at(second),
  });

  it('serves the items in the order the requests came: the later one is refused what the earlier took', () => {
    const batch = applyHoldBatch(new Map(), new Map([[10, 5]]), [
      ask(4, 0, { orderItemId: 1 }),
      ask(3, 0, { orderItemId: 2 }),
      ask(1, 1, { orderItemId: 2 }),
    ]);
    expect(batch.outcomes.map((outcome) => outcome.kind)).toEqual(['held', 'refused', 'held']);
    expect(batch.changedLines).toEqual([[10, 0]]);
    expect(batch.changedHolds.map(([item, hold]) => [item, hold.quantity])).toEqual([
      [1, 4],
      [2, 1],
    ]);
  });

  it('writes nothing for a request made before the last one applied, or for a deleted item', () => {
    const released = { ...holding(0, 0), released: true };
    const batch = applyHoldBatch(
      new Map([
        [1, holding(3, 5)],
        [2, released],
      ]),
      new Map([[10, 7]]),
      [ask(6, 4, { orderItemId: 1 }), ask(2, 6, { orderItemId: 2 })],
    );
    expect(batch).toEqual({
      outcomes: [{ kind: 'stale' }, { kind: 'released' }],
      changedHolds: [],
      changedLines: [],
    });
  });

  it('leaves the holds and lines it was given as they were', () => {
    const holds = new Map([[1, holding(3, 0)]]);
    const lines = new Map([[10, 7]]);
    applyHoldBatch(holds, lines, [ask(5, 1)]);
    expect([holds.get(1)?.quantity, lines.get(10)]).toEqual([3, 7]);
  });
});
