export { AuditLogTab } from './audit-log-tab.js';
