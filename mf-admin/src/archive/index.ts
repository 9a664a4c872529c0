export { ArchiveTab } from './archive-tab';
