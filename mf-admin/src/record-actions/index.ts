export { EditDeleteButtons } from './edit-delete-buttons';
export { TabHeading } from './tab-heading';
export { CardGridTab } from './card-grid-tab';
