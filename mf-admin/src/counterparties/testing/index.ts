export { counterparty } from './counterparty';
export { renderInRussian } from './render-in-russian';
