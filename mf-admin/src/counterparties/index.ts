export { CounterpartiesTab } from './counterparties-tab.js';
export { registerCounterpartiesTranslations } from './counterparties-translations.js';
export { UsdAmount, debtTone } from './counterparty-money.js';
export { CounterpartyFormDialog } from './counterparty-form/counterparty-form-dialog.js';
export { CounterpartyTypeBadge } from './counterparty-type-badge.js';
export { useCounterparty, useCounterpartyOrders } from './data/counterparty-queries.js';
export { counterpartyKeys } from './data/counterparties-api.js';
