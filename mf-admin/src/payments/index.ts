export { CounterpartyAccount } from './counterparty-account.js';
export { PaymentsBlock } from './payments-block.js';
export { SummaryTab } from './summary-tab.js';
export { usePaidToOrderCents } from './data/payments-api.js';
export { Usd } from './money.js';
