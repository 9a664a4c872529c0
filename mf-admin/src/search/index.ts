export { resultPaths } from './result-paths.js';
export { SearchTab } from './search-tab.js';
