export { FilterSelect } from './filter-select';
export { SearchForm } from './search-form';
