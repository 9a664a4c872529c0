import type { WriteMethod } from '@silkway/web-client';

/** What the list of actions shows for one: a text of the `admin-scan` dictionary and its values. */
export interface ActionLabel {
  key: string;
  values: Record<string, string | number>;
}

/** A change made on the scan screen, kept on the phone until the server has answered it. */
export interface QueuedAction {
  /** Ascending in the order the actions were made: they are sent in that order. */
  id: number;
  /** Sent as Idempotency-Key: the service applies the action once however often it arrives. */
  key: string;
  method: WriteMethod;
  url: string;
  body: unknown;
  label: ActionLabel;
  /** The server's reason, once it refused the action; it stays listed until dismissed. */
  refusal?: string;
}

const DATABASE = 'silkway-scan';
const STORE = 'actions';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () =>
      opening.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

/** The actions kept on this phone (IndexedDB, so a reload or a closed tab loses none), oldest first. */
export const queueStore = {
  add: (action: Omit<QueuedAction, 'id'>) => inStore('readwrite', (store) => store.add(action)),
  all: () => inStore<QueuedAction[]>('readonly', (store) => store.getAll()),
  remove: (id: number) => inStore('readwrite', (store) => store.delete(id)),
  refuse: (action: QueuedAction, refusal: string) =>
    inStore('readwrite', (store) => store.put({ ...action, refusal })),
};
