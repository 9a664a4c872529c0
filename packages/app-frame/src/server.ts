export { renderApp, type RenderedPage } from './server-render.js';
export { INITIAL_DATA_ELEMENT_ID, type PageHead } from './page-head.js';
