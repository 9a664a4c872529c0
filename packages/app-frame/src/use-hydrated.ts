import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates prerendered markup, true from the render
 * after: what the prerendered page cannot know (the address's query, say) waits for it, so the
 * first browser render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
