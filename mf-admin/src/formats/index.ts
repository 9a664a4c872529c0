export { formatDisplayDate, formatDisplayDateTime } from './display-dates';
export { readAsDataUrl } from './read-data-url';
