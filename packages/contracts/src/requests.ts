import { z } from 'zod';
import { optionalLongTextField, pagingFields, pagingMessages } from './form-fields.js';
import { optionalSearchText } from './orders.js';
import { recordVersion } from './versions.js';

/**
 * The back office's requests inbox: quote requests and contact messages from the public site
 * (docs/requests-inbox.md). Calls under /api/admin/quote-requests, /api/admin/contact-messages
 * and /api/admin/requests.
 */

export const REQUEST_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_FILTERS = ['all', ...REQUEST_STATUSES] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUS_FILTERS)[number];

export const REQUEST_KINDS = ['quote', 'contact'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_KIND_FILTERS = ['all', ...REQUEST_KINDS] as const;

export const REQUEST_LIST_DEFAULT_LIMIT = 30;
export const REQUEST_LIST_MAX_LIMIT = 200;
export const REQUEST_NOTE_MAX_LENGTH = 2000;

export const requestMessages = {
  status: 'Выберите статус: new, in_progress, done или spam',
  statusFilter: 'Фильтр статуса: all, new, in_progress, done или spam',
  kindFilter: 'Вид: all, quote или contact',
  ...pagingMessages(REQUEST_LIST_MAX_LIMIT),
  note: `Заметка — текст не длиннее ${REQUEST_NOTE_MAX_LENGTH} символов`,
  quoteNotFound: 'Заявка не найдена',
  contactNotFound: 'Сообщение не найдено',
} as const;

/**
 * GET /api/admin/quote-requests and /api/admin/contact-messages: newest first, the number of
 * matches in X-Total-Count; `q` matches name, phone, e-mail or company anywhere.
 */
export const requestListQuery = z.object({
  status: z.enum(REQUEST_STATUS_FILTERS, { error: requestMessages.statusFilter }).default('all'),
  q: optionalSearchText,
  ...pagingFields(requestMessages, REQUEST_LIST_DEFAULT_LIMIT, REQUEST_LIST_MAX_LIMIT),
});
export type RequestListQuery = z.output<typeof requestListQuery>;
export type RequestListQueryInput = z.input<typeof requestListQuery>;

/** GET /api/admin/requests: both kinds in one list for the inbox tab. */
export const inboxListQuery = requestListQuery.extend({
  kind: z.enum(REQUEST_KIND_FILTERS, { error: requestMessages.kindFilter }).default('all'),
});
export type InboxListQuery = z.output<typeof inboxListQuery>;
export type InboxListQueryInput = z.input<typeof inboxListQuery>;

/** PATCH …/{id}/status. */
export const requestStatusPatchBody = z.object({
  status: z.enum(REQUEST_STATUSES, { error: requestMessages.status }),
  note: optionalLongTextField
    .refine((note) => note === null || note.length <= REQUEST_NOTE_MAX_LENGTH, {
      error: requestMessages.note,
    })
    .optional(),
});
export type RequestStatusPatchBody = z.output<typeof requestStatusPatchBody>;
export type RequestStatusPatchInput = z.input<typeof requestStatusPatchBody>;

/** One status change: from what to what, who, when and the note written with it. */
export const requestStatusChange = z.object({
  fromStatus: z.enum(REQUEST_STATUSES).nullable(),
  toStatus: z.enum(REQUEST_STATUSES),
  note: z.string().nullable(),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type RequestStatusChange = z.infer<typeof requestStatusChange>;

const requestBase = {
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  receivedAt: z.string(),
};

export const quoteRequestAnswer = z.object({
  ...requestBase,
  kind: z.literal('quote'),
  phone: z.string(),
  company: z.string().nullable(),
  serviceType: z.string(),
  sourceCountry: z.string().nullable(),
  destinationCountry: z.string().nullable(),
  estimatedBudget: z.string().nullable(),
  timeline: z.string().nullable(),
  description: z.string(),
  /** Set once the request was converted into a client and an order. */
  counterpartyId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
});
export type QuoteRequestAnswer = z.infer<typeof quoteRequestAnswer>;

export const contactMessageAnswer = z.object({
  ...requestBase,
  kind: z.literal('contact'),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
});
export type ContactMessageAnswer = z.infer<typeof contactMessageAnswer>;

/** GET …/{id}: the request with its status history, oldest change first. */
const statusHistory = { history: z.array(requestStatusChange) };
export const quoteRequestDetailAnswer = quoteRequestAnswer.extend(statusHistory);
export type QuoteRequestDetailAnswer = z.infer<typeof quoteRequestDetailAnswer>;
export const contactMessageDetailAnswer = contactMessageAnswer.extend(statusHistory);
export type ContactMessageDetailAnswer = z.infer<typeof contactMessageDetailAnswer>;

/** One line of GET /api/admin/requests. */
export const inboxEntry = z.object({
  kind: z.enum(REQUEST_KINDS),
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  /** The quote's service type, or the message's subject. */
  topic: z.string(),
  status: z.enum(REQUEST_STATUSES),
  receivedAt: z.string(),
});
export type InboxEntry = z.infer<typeof inboxEntry>;

/** POST /api/admin/quote-requests/{id}/convert: the same answer however often it is called. */
export const quoteRequestConversion = z.object({
  counterpartyId: z.number().int(),
  orderId: z.number().int(),
});
export type QuoteRequestConversion = z.infer<typeof quoteRequestConversion>;

/** GET /api/admin/requests/summary: what the tab's badge counts. */
export const requestsSummary = z.object({
  quoteRequests: z.object({ new: z.number().int() }),
  contactMessages: z.object({ new: z.number().int() }),
});
export type RequestsSummary = z.infer<typeof requestsSummary>;
