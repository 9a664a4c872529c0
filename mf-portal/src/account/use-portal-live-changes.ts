import { api } from '@silkway/contracts';
import { callUrl, followLiveChanges } from '@silkway/web-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountKeys } from './portal-account-api.js';

/**
 * While a client is signed in, its own changes made by staff (an item's status, a payment, a
 * document) refresh what the account shows, without a reload (docs/live-changes.md "The portal's
 * stream"). A client's data is small, so any change refreshes all of it but the session.
 */
export function usePortalLiveChanges(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    return followLiveChanges(callUrl(api.live.portalChanges, {}), () => {
      void queryClient.invalidateQueries({
        queryKey: accountKeys.all,
        predicate: (query) => query.queryKey[1] !== accountKeys.me[1],
      });
    });
  }, [queryClient, signedIn]);
}
