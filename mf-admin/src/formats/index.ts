export { formatDisplayDate, formatDisplayDateTime } from './display-dates.js';
export { displayLocale } from './display-locale.js';
export { formatDisplayFileSize } from './file-sizes.js';
export { readAsDataUrl } from './read-data-url.js';
