export { CounterpartiesTab } from './counterparties-tab';
export { registerCounterpartiesTranslations } from './counterparties-translations';
export { UsdAmount, debtTone } from './counterparty-money';
export { CounterpartyTypeBadge } from './counterparty-type-badge';
export { useCounterparty, useCounterpartyOrders } from './data/counterparty-queries';
