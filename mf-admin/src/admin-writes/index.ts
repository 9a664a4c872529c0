export { serverMessage, serverMessageOf } from './server-message';
export { failureWithServerText, successToast, useAdminWrite } from './use-admin-write';
