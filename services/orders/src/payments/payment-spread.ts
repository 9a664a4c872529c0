import { allocatePayment, fromCents, paymentStatusAfter, toCents } from '@silkway/contracts';
import type { OrderItem } from '../entities/order-item.entity.js';

/** The fields of an item a payment or a void moves, and what names it. */
export type PayableItem = Pick<
  OrderItem,
  'id' | 'orderId' | 'totalAmount' | 'remainingAmount' | 'paymentStatus'
>;

/** Money of one payment still to be placed. */
export interface Money {
  paymentId: number;
  cents: number;
}

/** What one payment paid of one item. */
export interface ItemAllocation {
  paymentId: number;
  orderId: number;
  itemId: number;
  amountUsd: number;
}

/**
 * Splits each payment's money over `owed` (already in the order they are paid, oldest first) in
 * turn, lowering the items' remaining amounts as it goes, in whole cents; answers the allocations
 * and what is left of each payment, its advance.
 */
export function spendOn(
  owed: PayableItem[],
  money: Money[],
): { allocations: ItemAllocation[]; left: Money[] } {
  const allocations: ItemAllocation[] = [];
  const left = money.map(({ paymentId, cents }) => {
    const lines = owed.map((item) => ({
      id: item.id,
      remainingCents: toCents(item.remainingAmount),
    }));
    const { parts, advanceCents } = allocatePayment(cents, lines);
    for (const part of parts) {
      const item = owed.find((candidate) => candidate.id === part.id) as PayableItem;
      moveRemaining(item, -part.cents);
      allocations.push({
        paymentId,
        orderId: item.orderId,
        itemId: item.id,
        amountUsd: fromCents(part.cents),
      });
    }
    return { paymentId, cents: advanceCents };
  });
  return { allocations, left };
}

/** A void: each item owes again what the payment's allocations took of it. */
export function giveBack(
  items: PayableItem[],
  allocations: ReadonlyArray<{ itemId: number | null; amountUsd: number }>,
): void {
  for (const allocation of allocations) {
    const item = items.find((candidate) => candidate.id === allocation.itemId);
    if (item) moveRemaining(item, toCents(allocation.amountUsd));
  }
}

/**
 * The advance rows once `left` (what is left of each, in the same order) was spent: a row spent
 * whole goes, a row spent in part keeps the rest, an untouched row is not written.
 */
export function advanceRowsAfter(
  advances: ReadonlyArray<{ id: number; amountUsd: number }>,
  left: readonly Money[],
): { removed: number[]; kept: Array<{ id: number; amountUsd: number }> } {
  const removed: number[] = [];
  const kept: Array<{ id: number; amountUsd: number }> = [];
  for (const [index, row] of advances.entries()) {
    const cents = left[index]?.cents ?? 0;
    if (cents === toCents(row.amountUsd)) continue;
    if (cents === 0) removed.push(row.id);
    else kept.push({ id: row.id, amountUsd: fromCents(cents) });
  }
  return { removed, kept };
}

/** Moves an item's remaining amount by `cents` (negative: paid) and its payment status with it. */
function moveRemaining(item: PayableItem, cents: number): void {
  const remaining = toCents(item.remainingAmount) + cents;
  item.remainingAmount = fromCents(remaining);
  item.paymentStatus = paymentStatusAfter(remaining, toCents(item.totalAmount), item.paymentStatus);
}
