export { ProfileMenu } from './profile-menu.js';
