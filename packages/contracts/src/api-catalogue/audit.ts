import { z } from 'zod';
import { auditEntryAnswer, auditExportQuery, auditListQuery } from '../audit.js';
import { defineCall, file, json } from './define-call.js';

/** The audit log (docs/audit-log.md): kept by the notifications service, read by the owner. */
export const auditCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/audit',
    owner: 'notifications',
    permission: 'audit.read',
    summary: 'Who changed what: the audit log, newest first, with its filters',
    query: auditListQuery,
    answer: json(z.array(auditEntryAnswer)),
    paged: true,
  }),
  exportCsv: defineCall({
    method: 'GET',
    path: '/api/admin/audit.csv',
    owner: 'notifications',
    permission: 'audit.read',
    summary: 'The audit log as CSV, with the same filters',
    query: auditExportQuery,
    answer: file('text/csv'),
  }),
};
