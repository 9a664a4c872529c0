import type { LiveChange } from '@silkway/contracts';
import { useSyncExternalStore } from 'react';

/** Who last changed a record this tab shows, told by the live stream: `<entity>:<id>` → the change. */
const lastChanges = new Map<string, LiveChange>();
const listeners = new Set<() => void>();

const keyOf = (entity: string, id: string | number) => `${entity}:${id}`;

export function noteChange(change: LiveChange): void {
  if (change.id === null) return;
  lastChanges.set(keyOf(change.entity, change.id), change);
  for (const listener of listeners) listener();
}

/** The latest change of the record that reached this tab since it opened, if any. */
export function useLastChange(entity: string, id: string | number): LiveChange | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => lastChanges.get(keyOf(entity, id)),
  );
}
