export { resultPaths } from './result-paths';
export { SearchTab } from './search-tab';
