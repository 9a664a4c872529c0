import type { CounterpartyAnswer } from '@silkway/contracts';

const searchedFields = ['name', 'company', 'email', 'phone', 'address', 'taxId'] as const;

/**
 * The counterparties whose name, company, e-mail, phone, address or tax id contain the text, in
 * any case; blank text keeps them all. The list is small enough to filter as the administrator types.
 */
export function filterCounterparties(
  counterparties: readonly CounterpartyAnswer[],
  text: string,
): readonly CounterpartyAnswer[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return counterparties;
  return counterparties.filter((counterparty) =>
    searchedFields.some((field) => counterparty[field]?.toLocaleLowerCase().includes(needle)),
  );
}
