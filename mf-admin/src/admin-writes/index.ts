export { serverMessage, serverMessageOf } from './server-message.js';
export { failureWithServerText, successToast, useAdminWrite } from './use-admin-write.js';
