export { counterparty } from './counterparty.js';
export { renderInRussian } from './render-in-russian.js';
