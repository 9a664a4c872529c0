export { ListLoadError, ListLoading, ListMessage } from './list-states';
export { useLoadMoreWhenVisible } from './use-load-more-when-visible';
