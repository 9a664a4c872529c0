// The payments ledger under races and kill -9 (docs/payments.md): a payment and the remaining
// amounts it lowers commit together under the client's row lock, so however many arrive at once and
// whatever dies between them, the allocations stay exact.
import { inParallelWithFault } from './client.mjs';

const cents = (amount) => Math.round(Number(amount) * 100);

/**
 * `count` payments of `amount` dollars for one order of three $100 items, `concurrency` at a time,
 * while `during` runs (kill -9 of the orders service). Lost: a payment answered 201 and gone.
 * Doubled: an item paid more than its total, below zero, or a payment whose allocations do not add
 * up to its dollars. A breach: the ledger's sums disagree (allocations vs live payments, or the
 * client's debt vs what its items still owe less its advance).
 */
export async function paymentsForOneOrder(
  client,
  tally,
  { count = 20, concurrency = 20, amount = '17.35', during },
) {
  const stamp = Date.now();
  const counterparty = await client.must('POST', '/api/admin/counterparties', {
    name: `Платежи ${stamp}`,
  });
  const order = await client.must('POST', '/api/admin/orders', {
    name: `Платежи ${stamp}`,
    counterpartyId: counterparty.id,
  });
  for (const code of ['P-1', 'P-2', 'P-3'])
    await client.must('POST', `/api/admin/orders/${order.id}/items`, {
      code,
      name: 'Оплачиваемый товар',
      pricePerUnit: '100',
    });
  const today = new Date().toISOString().slice(0, 10);

  const answered = new Set();
  await inParallelWithFault(
    count,
    concurrency,
    async () => {
      const answer = await client.call(tally, 'POST', '/api/admin/payments', {
        counterpartyId: counterparty.id,
        orderId: order.id,
        amount,
        currency: 'USD',
        paidAt: today,
        method: 'cash',
      });
      if (answer.status === 201) answered.add(answer.body.id);
    },
    during,
  );

  const payments = await client.must(
    'GET',
    `/api/admin/payments?counterpartyId=${counterparty.id}&limit=200`,
  );
  const { items } = await client.must('GET', `/api/admin/orders/${order.id}`);
  const balance = await client.must('GET', `/api/admin/counterparties/${counterparty.id}/balance`);

  const stored = new Set(payments.map((payment) => payment.id));
  const gone = [...answered].filter((id) => !stored.has(id)).length;
  const unbalanced = payments.filter(
    (payment) =>
      payment.allocations.reduce((sum, part) => sum + cents(part.amountUsd), 0) !==
      cents(payment.amountUsd),
  ).length;
  const paidOf = new Map();
  for (const payment of payments)
    for (const part of payment.allocations)
      if (part.itemId !== null)
        paidOf.set(part.itemId, (paidOf.get(part.itemId) ?? 0) + cents(part.amountUsd));
  const overpaid = items.filter(
    (item) =>
      cents(item.remainingAmount) < 0 ||
      cents(item.remainingAmount) + (paidOf.get(item.id) ?? 0) !== cents(item.totalAmount),
  ).length;
  const received = payments.reduce((sum, payment) => sum + cents(payment.amountUsd), 0);
  const owed = items.reduce((sum, item) => sum + cents(item.remainingAmount), 0);
  const advance = received - [...paidOf.values()].reduce((sum, paid) => sum + paid, 0);
  const debtAgrees =
    cents(balance.balance) === owed - advance && cents(balance.advance) === advance;
  const expectedOwed = Math.max(0, 30_000 - received);

  tally.lost += gone;
  tally.doubled += unbalanced + overpaid;
  if (gone) tally.notes.push(`${gone} payments answered 201 and gone`);
  if (unbalanced) tally.notes.push(`${unbalanced} payments whose allocations miss their sum`);
  if (overpaid) tally.notes.push(`${overpaid} items paid other than their allocations say`);
  if (!debtAgrees || owed !== expectedOwed) {
    tally.breaches += 1;
    tally.notes.push(
      `ledger disagrees: received ${received / 100}, items owe ${owed / 100}, debt ${balance.balance}`,
    );
  }
  if (answered.size === 0) {
    tally.breaches += 1;
    tally.notes.push('no payment was recorded');
  }
  tally.notes.push(`${payments.length} payments kept, ${answered.size} answered 201`);
}
