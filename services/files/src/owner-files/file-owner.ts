import type { FileKind } from '../storage/file-kinds.js';

/** Whose folders and documents: a truck of the inventory service or an order of the orders service. */
export const OWNER_KINDS = ['truck', 'order'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];

/** Only the owner's id is known here; the owning service tells us when it is deleted. */
export interface FileOwner {
  kind: OwnerKind;
  id: number;
}

export const documentsKindOf = (owner: FileOwner): FileKind => `${owner.kind}-documents`;
