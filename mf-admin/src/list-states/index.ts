export { ListLoadError, ListLoading, ListMessage } from './list-states';
export { PagedList } from './paged-list';
