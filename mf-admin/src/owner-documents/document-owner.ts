import { api } from '@silkway/contracts';
import type { TFunction } from 'i18next';
import { ADMIN_QUERY_ROOT } from '../auth/index.js';

/**
 * Whose folders and documents a browser shows: an order's or a truck's (the files service answers
 * the same six calls for both, `api.orderFiles` and `api.truckFiles`, product.md §7).
 */
export interface DocumentOwner {
  kind: 'orders' | 'trucks';
  id: number;
}

/**
 * Per kind of owner: the namespace holding its `documents.*` texts (same keys in both) and how its
 * toasts read: the message as the title (orders), or 'Успешно'/'Ошибка' above the message (trucks).
 */
export const documentOwnerKinds = {
  orders: { namespace: 'admin-orders', outcomeTitles: false },
  trucks: { namespace: 'admin-trucks', outcomeTitles: true },
} as const satisfies Record<DocumentOwner['kind'], { namespace: string; outcomeTitles: boolean }>;

export const ownerFileCallsOf = { orders: api.orderFiles, trucks: api.truckFiles } as const;

/** Under the back office root (sign-out drops them), apart from the owner's own data. */
export const ownerDocumentKeys = {
  all: ({ kind, id }: DocumentOwner) => [ADMIN_QUERY_ROOT, 'owner-documents', kind, id] as const,
  folders: (owner: DocumentOwner) => [...ownerDocumentKeys.all(owner), 'folders'] as const,
  files: (owner: DocumentOwner) => [...ownerDocumentKeys.all(owner), 'files'] as const,
};

export type DocumentToastKey =
  | 'folderCreated'
  | 'folderCreateError'
  | 'fileUploaded'
  | 'fileUploadError'
  | 'folderDeleted'
  | 'folderDeleteError'
  | 'fileDeleted'
  | 'fileDeleteError'
  | 'fileDownloadError';

/** The toast of one documents outcome in the owner's wording; `detail` is the server's text, if any. */
export function documentsToast(
  kind: DocumentOwner['kind'],
  t: TFunction,
  key: DocumentToastKey,
  outcome: 'success' | 'failure',
  detail?: string,
) {
  const message = t(`documents.toasts.${key}`);
  const variant = outcome === 'success' ? ('success' as const) : ('destructive' as const);
  if (!documentOwnerKinds[kind].outcomeTitles)
    return { title: message, description: detail, variant };
  return {
    title: t(`documents.toasts.${outcome}Title`),
    description: detail ? `${message}: ${detail}` : message,
    variant,
  };
}
