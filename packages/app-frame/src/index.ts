export { mountApp } from './mount-app.js';
