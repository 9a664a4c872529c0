export { FactList, type Fact } from './fact-list.js';
