export { FilterSelect } from './filter-select.js';
export { ListToolbar } from './list-toolbar.js';
export { SearchInput } from './search-input.js';
