import type {
  ContactMessageAnswer,
  ContactMessageDetailAnswer,
  QuoteRequestAnswer,
  QuoteRequestDetailAnswer,
  RequestKind,
} from '@silkway/contracts';
import { requestMessages } from '@silkway/contracts';
import { ContactMessage } from '../contact-messages/contact-message.entity.js';
import { QuoteRequest } from '../quote-requests/quote-request.entity.js';

/** What differs between the two kinds of request the inbox holds. */
export const requestKinds = {
  quote: {
    entity: QuoteRequest,
    table: 'orders.quote_requests',
    notFound: requestMessages.quoteNotFound,
  },
  contact: {
    entity: ContactMessage,
    table: 'orders.contact_messages',
    notFound: requestMessages.contactNotFound,
  },
} as const satisfies Record<RequestKind, { entity: unknown; table: string; notFound: string }>;

export type StoredRequest<K extends RequestKind> = InstanceType<(typeof requestKinds)[K]['entity']>;

/** Each kind's answers: as a list shows it and in full. */
interface RequestAnswers {
  quote: { listed: QuoteRequestAnswer; detail: QuoteRequestDetailAnswer };
  contact: { listed: ContactMessageAnswer; detail: ContactMessageDetailAnswer };
}
export type RequestAnswerOf<K extends RequestKind> = RequestAnswers[K]['listed'];
export type RequestDetailOf<K extends RequestKind> = RequestAnswers[K]['detail'];
