export { itemAnswer, orderAnswer } from './order-answers.js';
