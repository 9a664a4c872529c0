/** product.md §2.10: a debt is red when the counterparty owes money (positive), green when it is owed (negative). */
export function debtTone(debt: number): string {
  if (debt > 0) return 'text-status-error-fg';
  if (debt < 0) return 'text-status-done-fg';
  return 'text-neutral-900';
}

/** A USD amount as every screen writes money (the payments blocks' own). */
export { Usd as UsdAmount } from '../payments/index.js';
