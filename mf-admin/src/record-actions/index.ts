export { EditDeleteButtons } from './edit-delete-buttons.js';
export { TabAddButton, TabHeading } from './tab-heading.js';
export { CardGridTab } from './card-grid-tab.js';
