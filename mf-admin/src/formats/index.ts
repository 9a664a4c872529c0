export { formatDisplayDate, formatDisplayDateTime } from './display-dates.js';
export { readAsDataUrl } from './read-data-url.js';
