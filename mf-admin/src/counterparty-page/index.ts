export { CounterpartyPage } from './counterparty-page.js';
