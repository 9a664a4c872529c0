// Deletes of records that others name, while a process dies (issue 30; docs/product-decisions.md
// "Deleting what is in use"): each delete is whole or nothing, and once the stack has settled no
// record names one that does not exist and the stock adds up.
import { randomBytes } from 'node:crypto';
import { inParallel, inParallelWithFault } from './client.mjs';
import { waitFor } from './infrastructure.mjs';
import { newOrder, newStockLine, take } from './stock-world.mjs';

const unique = () => randomBytes(4).toString('hex');
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * What the answer to a delete says happened. A 404 is a delete whose first answer the gateway lost
 * and that the client sent again, so the record is gone either way; a 5xx says nothing.
 */
const DELETE_ANSWERS = {
  done: (status) => status < 300 || status === 404,
  refused: (status) => status >= 400 && status < 500 && status !== 404,
};

/** The records every case made, so one look at the product can find them all again. */
class Made {
  /** The case being made, which the notes name beside what its orders' items were found naming. */
  currentCase = '';
  /** Orders by id: the case that made them. */
  orders = new Map();
  trucks = new Set();
  /** Stock lines by id: { warehouseId, initial }. */
  lines = new Map();
  warehouses = new Set();
  counterparties = new Set();
  /** Counterparties with a payment: the ledger keeps every payment, so they must stay. */
  payers = new Set();
  /** Download addresses of stored documents. */
  documents = new Set();

  async order(client, body = {}) {
    const order = await client.must('POST', '/api/admin/orders', {
      name: `Удаление ${unique()}`,
      ...body,
    });
    this.orders.set(order.id, this.currentCase);
    return order.id;
  }

  async plainOrder(client) {
    const id = await newOrder(client);
    this.orders.set(id, this.currentCase);
    return id;
  }

  async truck(client) {
    const truck = await client.must('POST', '/api/admin/trucks', { number: `УД-${unique()}` });
    this.trucks.add(truck.id);
    return truck.id;
  }

  async stockLine(client, quantity) {
    const line = await newStockLine(client, quantity);
    this.lines.set(line.stockId, { warehouseId: line.warehouseId, initial: quantity });
    this.warehouses.add(line.warehouseId);
    return line;
  }

  async warehouse(client) {
    const warehouse = await client.must('POST', '/api/admin/warehouses', {
      location: `Склад ${unique()}`,
    });
    this.warehouses.add(warehouse.id);
    return warehouse.id;
  }

  async counterparty(client) {
    const counterparty = await client.must('POST', '/api/admin/counterparties', {
      name: `Клиент удаления ${unique()}`,
    });
    this.counterparties.add(counterparty.id);
    return counterparty.id;
  }

  /** A payment in dollars, for `orderId` or, without, the client's advance. */
  async payment(client, counterpartyId, amount, orderId = null) {
    await client.must('POST', '/api/admin/payments', {
      counterpartyId,
      orderId,
      amount,
      currency: 'USD',
      paidAt: new Date().toISOString().slice(0, 10),
      method: 'cash',
    });
    this.payers.add(counterpartyId);
  }

  /** A text document in a folder of `ownerPath` (/api/admin/orders/{id} or /api/admin/trucks/{id}). */
  async document(client, ownerPath) {
    const folder = await client.must('POST', `${ownerPath}/folders`, { name: 'Документы' });
    const document = await client.must('POST', `${ownerPath}/documents`, {
      name: 'накладная.txt',
      fileData: `data:text/plain;base64,${Buffer.from(`накладная ${unique()}`).toString('base64')}`,
      type: 'text/plain',
      folderId: folder.id,
    });
    this.documents.add(document.url);
    return document.url;
  }
}

/** An item of `orderId`; with `truckId`, it waits until the inventory's truck-load list shows it. */
async function newItem(client, orderId, fields = {}) {
  const item = await client.must('POST', `/api/admin/orders/${orderId}/items`, {
    code: `D-${unique()}`,
    name: 'Товар удаления',
    ...fields,
  });
  if (fields.truckId) await loadedOnTruck(client, fields.truckId, item.id);
  return item;
}

const loadedOnTruck = (client, truckId, itemId) =>
  waitFor(`item ${itemId} on truck ${truckId}`, async () =>
    (await client.must('GET', `/api/admin/trucks/${truckId}/items`)).some(
      (load) => load.itemId === itemId,
    ),
  );

const reduced = (client, orderId, itemId) =>
  waitFor(`item ${itemId} reduced`, async () =>
    (await client.must('GET', `/api/admin/orders/${orderId}`)).items.some(
      (item) => item.id === itemId && item.stockStatus === 'reduced',
    ),
  );

/** An item that holds (or is about to hold) units of its stock line; a refused take holds none. */
const holdsStock = (item) =>
  item.fromInventory && (item.stockStatus === 'reduced' || item.stockStatus === 'pending');

/** A GET answered other than 5xx (asked again while a restarted part comes back). */
async function settledAnswer(client, path) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await client.call(undefined, 'GET', path);
    if (answer.status < 500 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The record at `path`, or null when it is not there (404). */
async function found(client, path) {
  const answer = await settledAnswer(client, path);
  if (answer.status === 404) return null;
  if (answer.status >= 300) throw new Error(`GET ${path} → ${answer.status}`);
  return answer.body;
}

/** `task` of each value, `concurrency` at a time, answered as a Map from value to result. */
async function mapInParallel(values, concurrency, task) {
  const list = [...values];
  const results = new Map();
  await inParallel(list.length, concurrency, async (index) =>
    results.set(list[index], await task(list[index])),
  );
  return results;
}

/** The product as it stands, for every record the cases made. */
async function look(client, made) {
  const idsOf = (records) => new Set(records.map((record) => record.id));
  const trucks = idsOf(await client.must('GET', '/api/admin/trucks'));
  const warehouses = idsOf(await client.must('GET', '/api/admin/warehouses'));
  const lines = new Map();
  for (const warehouseId of [...made.warehouses].filter((id) => warehouses.has(id)))
    for (const line of (await found(client, `/api/admin/warehouse-inventory/${warehouseId}`)) ?? [])
      lines.set(line.id, line.quantity);
  const orders = await mapInParallel(made.orders.keys(), 6, (id) =>
    found(client, `/api/admin/orders/${id}`),
  );
  const counterparties = await mapInParallel(made.counterparties, 6, (id) =>
    found(client, `/api/admin/counterparties/${id}`),
  );
  const payments = await mapInParallel(
    [...made.counterparties].filter((id) => counterparties.get(id)),
    6,
    (id) => client.must('GET', `/api/admin/payments?counterpartyId=${id}&limit=200`),
  );
  const truckLoads = await mapInParallel(
    [...made.trucks].filter((id) => trucks.has(id)),
    6,
    async (id) =>
      new Set(
        ((await found(client, `/api/admin/trucks/${id}/items`)) ?? []).map((load) => load.itemId),
      ),
  );
  const items = [...orders.values()].filter(Boolean).flatMap((order) => order.items);
  const files = await mapInParallel(
    [...made.documents, ...items.flatMap((item) => item.photos)],
    6,
    async (address) => (await settledAnswer(client, address)).status < 300,
  );
  return { trucks, warehouses, lines, orders, counterparties, payments, truckLoads, items, files };
}

/** What one look found wrong, by kind, each note with how often. */
class Findings {
  lost = new Map();
  doubled = new Map();
  breaches = new Map();
  /** How often each status answered a delete, for the notes. */
  deleteAnswers = new Map();
  /** What is worth telling but keeps nothing dangling (a refusal the user would not expect). */
  remarks = new Map();

  add(kind, note) {
    this[kind].set(note, (this[kind].get(note) ?? 0) + 1);
  }

  get clean() {
    return this.lost.size + this.doubled.size + this.breaches.size === 0;
  }

  into(tally) {
    for (const kind of ['lost', 'doubled', 'breaches'])
      for (const [note, times] of this[kind]) {
        tally[kind] += times;
        tally.notes.push(times > 1 ? `${note} ×${times}` : note);
      }
    for (const [remark, times] of this.remarks) tally.notes.push(`${remark} ×${times}`);
    const answers = [...this.deleteAnswers].sort(([a], [b]) => a - b);
    tally.notes.push(
      `deletes answered ${answers.map(([status, times]) => `${status} ×${times}`).join(', ')}`,
    );
  }

  /**
   * A delete answered 2xx (or 404) must have removed its record, a refused one must have left it;
   * after a 5xx either will do. `what` names the record in the notes.
   */
  judge(what, status, stillThere) {
    this.deleteAnswers.set(status, (this.deleteAnswers.get(status) ?? 0) + 1);
    if (DELETE_ANSWERS.done(status) && stillThere)
      this.add('breaches', `${what}: delete answered ${status}, still there`);
    if (DELETE_ANSWERS.refused(status) && !stillThere)
      this.add('lost', `${what}: delete refused ${status}, yet gone`);
  }
}

/** What must hold for every record, whichever deletes passed: nothing named is missing, stock adds up. */
function checkReferences(view, made, findings) {
  for (const item of view.items) {
    const naming = (what) => `an item names a deleted ${what} (${made.orders.get(item.orderId)})`;
    if (item.truckId !== null && !view.trucks.has(item.truckId))
      findings.add('breaches', naming('truck'));
    if (holdsStock(item) && !view.lines.has(item.inventoryItemId))
      findings.add('breaches', naming('stock line'));
    if (holdsStock(item) && item.warehouseId !== null && !view.warehouses.has(item.warehouseId))
      findings.add('breaches', naming('warehouse'));
    for (const photo of item.photos)
      if (!view.files.get(photo)) findings.add('breaches', naming('photo'));
    if (item.stockStatus === 'pending') findings.add('lost', 'an item left waiting for the stock');
  }
  for (const [orderId, order] of view.orders)
    if (order?.counterpartyId != null && !view.counterparties.get(order.counterpartyId))
      findings.add(
        'breaches',
        `an order names a deleted counterparty (${made.orders.get(orderId)})`,
      );
  for (const counterpartyId of made.payers)
    if (!view.counterparties.get(counterpartyId))
      findings.add('breaches', 'a payment names a deleted counterparty');
  for (const payment of [...view.payments.values()].flat())
    for (const part of payment.allocations)
      if (part.itemId !== null && !view.items.some((item) => item.id === part.itemId))
        findings.add('breaches', 'a payment is allocated to a deleted item');
  for (const [lineId, { initial }] of made.lines) {
    if (!view.lines.has(lineId)) continue;
    const held = view.items
      .filter((item) => item.inventoryItemId === lineId && item.stockStatus === 'reduced')
      .reduce((sum, item) => sum + item.quantity, 0);
    const difference = view.lines.get(lineId) - (initial - held);
    if (difference > 0) findings.add('lost', `a stock line ${difference} over what its items left`);
    if (difference < 0)
      findings.add('doubled', `a stock line ${-difference} under what its items left`);
  }
}

/**
 * The cases: each makes its records (settled, before any fault), and answers `act`, the calls sent
 * while the fault runs, and `inspect`, what its delete must have left behind in a `look`.
 */
const CASES = {
  async 'a truck loaded a moment before'(client, made) {
    const truckId = await made.truck(client);
    const item = await newItem(client, await made.plainOrder(client));
    let deleted;
    return {
      act: async (tally) => {
        await client.call(tally, 'PUT', `/api/admin/order-items/${item.id}`, { truckId });
        deleted = await client.call(tally, 'DELETE', `/api/admin/trucks/${truckId}`);
      },
      inspect: (view, findings) =>
        findings.judge('a truck loaded a moment before', deleted.status, view.trucks.has(truckId)),
    };
  },

  async 'a truck with documents, unloaded a moment before'(client, made) {
    const truckId = await made.truck(client);
    const document = await made.document(client, `/api/admin/trucks/${truckId}`);
    const item = await newItem(client, await made.plainOrder(client), { truckId });
    let deleted;
    return {
      act: async (tally) => {
        await client.call(tally, 'PUT', `/api/admin/order-items/${item.id}`, { truckId: null });
        deleted = await client.call(tally, 'DELETE', `/api/admin/trucks/${truckId}`);
      },
      inspect: (view, findings) => {
        const stillThere = view.trucks.has(truckId);
        findings.judge('an unloaded truck', deleted.status, stillThere);
        if (deleted.status === 409)
          findings.add('remarks', 'a truck emptied a moment before refused as holding goods');
        if (!stillThere && view.files.get(document))
          findings.add('breaches', 'a deleted truck keeps its documents');
        if (stillThere && !view.files.get(document))
          findings.add('lost', 'a kept truck lost its documents');
      },
    };
  },

  async 'a truck with goods'(client, made) {
    const truckId = await made.truck(client);
    await newItem(client, await made.plainOrder(client), { truckId });
    let deleted;
    return {
      act: async (tally) => {
        deleted = await client.call(tally, 'DELETE', `/api/admin/trucks/${truckId}`);
      },
      inspect: (view, findings) =>
        findings.judge('a truck with goods', deleted.status, view.trucks.has(truckId)),
    };
  },

  async 'a stock line taken from a moment before, then its warehouse'(client, made) {
    const line = await made.stockLine(client, 10);
    const orderId = await made.plainOrder(client);
    return deleteLineThenWarehouse(client, line, async (tally) =>
      take(client, tally, orderId, line, 4),
    );
  },

  async 'a stock line taken from, then its warehouse'(client, made) {
    const line = await made.stockLine(client, 10);
    const orderId = await made.plainOrder(client);
    const itemId = await take(client, undefined, orderId, line, 4);
    await reduced(client, orderId, itemId);
    return deleteLineThenWarehouse(client, line);
  },

  async 'a warehouse given a stock line meanwhile'(client, made) {
    const warehouseId = await made.warehouse(client);
    let added;
    let deleted;
    return {
      act: async (tally) => {
        [added, deleted] = await Promise.all([
          client.call(tally, 'POST', '/api/admin/warehouse-inventory', {
            warehouseId,
            code: `W-${unique()}`,
            name: 'Поступление',
            quantity: 5,
          }),
          client.call(tally, 'DELETE', `/api/admin/warehouses/${warehouseId}`),
        ]);
      },
      inspect: (view, findings) => {
        const stillThere = view.warehouses.has(warehouseId);
        findings.judge('a warehouse given a line meanwhile', deleted.status, stillThere);
        if (added.status < 300 && !stillThere)
          findings.add('breaches', 'a stock line added to a deleted warehouse');
      },
    };
  },

  async 'an order with stock, a truck, photos and documents'(client, made) {
    const line = await made.stockLine(client, 10);
    const truckId = await made.truck(client);
    const orderId = await made.plainOrder(client);
    const takenId = await take(client, undefined, orderId, line, 3);
    await reduced(client, orderId, takenId);
    const loaded = await newItem(client, orderId, { truckId });
    const photographed = await newItem(client, orderId, { photos: [PNG_DATA_URL] });
    const photo = photographed.photos[0];
    const document = await made.document(client, `/api/admin/orders/${orderId}`);
    let deleted;
    return {
      act: async (tally) => {
        deleted = await client.call(tally, 'DELETE', `/api/admin/orders/${orderId}`);
      },
      inspect: (view, findings) => {
        const order = view.orders.get(orderId);
        findings.judge('an order with stock, a truck and files', deleted.status, order !== null);
        if (order && order.items.length !== 3) findings.add('lost', 'a kept order lost items');
        if (order && !view.files.get(document))
          findings.add('lost', 'a kept order lost its documents');
        if (order) return;
        if (view.truckLoads.get(truckId)?.has(loaded.id))
          findings.add('breaches', "a deleted order's item still loaded on its truck");
        if (view.files.get(photo)) findings.add('breaches', "a deleted order's photo kept");
        if (view.files.get(document)) findings.add('breaches', "a deleted order's document kept");
      },
    };
  },

  async 'an order with a payment'(client, made) {
    const counterpartyId = await made.counterparty(client);
    const orderId = await made.order(client, { counterpartyId });
    await newItem(client, orderId, { pricePerUnit: '100' });
    await made.payment(client, counterpartyId, '40', orderId);
    let deleted;
    return {
      act: async (tally) => {
        deleted = await client.call(tally, 'DELETE', `/api/admin/orders/${orderId}`);
      },
      inspect: (view, findings) => {
        findings.judge(
          'an order with a payment',
          deleted.status,
          view.orders.get(orderId) !== null,
        );
        const [payment] = view.payments.get(counterpartyId);
        if (!payment) return findings.add('lost', 'a payment gone with its order');
        const allocated = payment.allocations.reduce((sum, part) => sum + part.amountUsd, 0);
        if (Math.round(allocated * 100) !== Math.round(payment.amountUsd * 100))
          findings.add('doubled', 'a payment whose allocations miss its sum');
      },
    };
  },

  async 'a counterparty with an order'(client, made) {
    const counterpartyId = await made.counterparty(client);
    await made.order(client, { counterpartyId });
    return deleteCounterparty(client, counterpartyId, 'a counterparty with an order');
  },

  async 'a counterparty with a payment'(client, made) {
    const counterpartyId = await made.counterparty(client);
    await made.payment(client, counterpartyId, '25');
    return deleteCounterparty(client, counterpartyId, 'a counterparty with a payment');
  },

  async 'a counterparty named by an order meanwhile'(client, made) {
    const counterpartyId = await made.counterparty(client);
    const orderId = await made.plainOrder(client);
    let deleted;
    return {
      act: async (tally) => {
        [, deleted] = await Promise.all([
          client.call(tally, 'PUT', `/api/admin/orders/${orderId}`, { counterpartyId }),
          client.call(tally, 'DELETE', `/api/admin/counterparties/${counterpartyId}`),
        ]);
      },
      inspect: (view, findings) =>
        findings.judge(
          'a counterparty named meanwhile',
          deleted.status,
          view.counterparties.get(counterpartyId) !== null,
        ),
    };
  },
};

/** `before` (a take), then the line's delete, then its warehouse's: each whole or refused. */
function deleteLineThenWarehouse(client, line, before) {
  let lineDeleted;
  let warehouseDeleted;
  return {
    act: async (tally) => {
      await before?.(tally);
      lineDeleted = await client.call(
        tally,
        'DELETE',
        `/api/admin/warehouse-inventory/${line.stockId}`,
      );
      warehouseDeleted = await client.call(
        tally,
        'DELETE',
        `/api/admin/warehouses/${line.warehouseId}`,
      );
    },
    inspect: (view, findings) => {
      findings.judge('a stock line taken from', lineDeleted.status, view.lines.has(line.stockId));
      findings.judge(
        "a taken line's warehouse",
        warehouseDeleted.status,
        view.warehouses.has(line.warehouseId),
      );
    },
  };
}

function deleteCounterparty(client, counterpartyId, what) {
  let deleted;
  return {
    act: async (tally) => {
      deleted = await client.call(tally, 'DELETE', `/api/admin/counterparties/${counterpartyId}`);
    },
    inspect: (view, findings) =>
      findings.judge(what, deleted.status, view.counterparties.get(counterpartyId) !== null),
  };
}

/**
 * `rounds` of every case: their records made and settled first, then their deletes sent, `concurrency`
 * at a time, while `during` runs (a kill -9) from the first third on. Afterwards the product is looked
 * at until nothing is wrong or `settleMs` has passed (a job the killed process held comes back after
 * its lock expires), and what the last look found is counted: a reference to nothing or a delete
 * answered 2xx and not whole is a breach, a refused delete that removed something lost, stock above
 * what its items left lost, below doubled.
 */
export async function deletesWithDependents(
  client,
  tally,
  { rounds, concurrency = 4, during, settleMs = 90_000 },
) {
  const made = new Made();
  const cases = [];
  for (let round = 0; round < rounds; round += 1)
    for (const [name, prepare] of Object.entries(CASES)) {
      made.currentCase = name;
      cases.push(await prepare(client, made));
    }

  await inParallelWithFault(
    cases.length,
    concurrency,
    async (index) => {
      await cases[index].act(tally);
    },
    during,
  );

  const deadline = Date.now() + settleMs;
  let findings;
  for (;;) {
    const view = await look(client, made);
    findings = new Findings();
    checkReferences(view, made, findings);
    for (const { inspect } of cases) inspect(view, findings);
    if (findings.clean || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  findings.into(tally);
}
