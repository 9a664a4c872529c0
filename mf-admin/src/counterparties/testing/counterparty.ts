import type { CounterpartyAnswer } from '@silkway/contracts';

/** A counterparty as the server answers it, with the fields a test cares about changed. */
export function counterparty(overrides: Partial<CounterpartyAnswer> = {}): CounterpartyAnswer {
  return {
    id: 1,
    version: 1,
    name: 'Фарход Рахимов',
    company: 'ООО «Памир Трейд»',
    email: 'farhod@pamir.tj',
    phone: '+992 93 555 12 34',
    address: 'Душанбе, пр. Рудаки 10',
    taxId: '020304050',
    type: 'client',
    creditLimit: 5000,
    currentDebt: 0,
    comments: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    portalAccess: false,
    portalLanguage: 'ru',
    ...overrides,
  };
}
