import type {
  CounterpartyAnswer,
  CounterpartyCreateBody,
  CounterpartyCreateInput,
  CounterpartyType,
} from '@silkway/contracts';

/** The counterparty form as typed: text inputs and the type; the contracts' schemas turn blanks into null. */
export interface CounterpartyFormValues {
  name: string;
  company: string;
  email: string;
  phone: string;
  address: string;
  taxId: string;
  type: CounterpartyType;
  creditLimit: string;
  comments: string;
}

/** A new counterparty is a client with a credit limit of 0 (product.md §5, §9); an edited one starts from its record. */
export function counterpartyFormValues(counterparty?: CounterpartyAnswer): CounterpartyFormValues {
  return {
    name: counterparty?.name ?? '',
    company: counterparty?.company ?? '',
    email: counterparty?.email ?? '',
    phone: counterparty?.phone ?? '',
    address: counterparty?.address ?? '',
    taxId: counterparty?.taxId ?? '',
    type: counterparty?.type ?? 'client',
    creditLimit: String(counterparty?.creditLimit ?? 0),
    comments: counterparty?.comments ?? '',
  };
}

/** product.md §5 "Counterparty create": the optional fields left empty are not sent at all. */
export function withoutEmptyFields(body: CounterpartyCreateBody): CounterpartyCreateInput {
  // Only null values are dropped: the name and the defaulted type and credit limit always stay.
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== null),
  ) as CounterpartyCreateInput;
}
