export { ListLoadError, ListLoading, ListMessage } from './list-states.js';
export { PagedList } from './paged-list.js';
export { ListedRows } from './listed-rows.js';
export { useWideScreen } from './use-wide-screen.js';
export { afterNextPaint, usePainted, useRevealedCount } from './after-paint.js';
