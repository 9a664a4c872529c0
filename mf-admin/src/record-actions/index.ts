export { EditDeleteButtons } from './edit-delete-buttons.js';
export { AddButton, TabHeading } from './tab-heading.js';
export { CardGridTab } from './card-grid-tab.js';
