export { CounterpartyPage } from './counterparty-page';
