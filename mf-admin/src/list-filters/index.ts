export { FilterSelect } from './filter-select.js';
export { SearchForm } from './search-form.js';
export { SearchInput } from './search-input.js';
