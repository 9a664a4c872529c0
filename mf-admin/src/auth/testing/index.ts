export { SignedInAs, adminUserAs } from './signed-in-as.js';
