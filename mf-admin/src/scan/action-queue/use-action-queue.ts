import { toast } from '@silkway/ui';
import { ApiError, apiSend, readErrorBody } from '@silkway/web-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { ADMIN_QUERY_ROOT } from '../../auth/index.js';
import { queueStore, type QueuedAction } from './queue-store.js';

/** While actions wait with the connection up (a flaky Wi-Fi rather than none), they are tried again this often. */
const RETRY_EVERY_MS = 15_000;

export type NewAction = Pick<QueuedAction, 'method' | 'url' | 'body' | 'label'>;

export interface ActionQueue {
  actions: readonly QueuedAction[];
  online: boolean;
  sending: boolean;
  enqueue: (action: NewAction) => Promise<void>;
  dismiss: (id: number) => Promise<void>;
}

/** An answer that will not change by sending again: the action is refused, with the server's reason. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Every change the scan screen makes goes through here (issue 34 §3): kept in IndexedDB with an
 * Idempotency-Key, then sent in the order made, now or once the connection returns. The service
 * applies each key once, so an action whose answer was lost is sent again without doubling it. A
 * refusal (the item deleted meanwhile, a stale version) stays listed with its reason.
 */
export function useActionQueue(): ActionQueue {
  const { t } = useTranslation('admin-scan');
  const queryClient = useQueryClient();
  const [actions, setActions] = useState<QueuedAction[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [sending, setSending] = useState(false);
  const flushing = useRef(false);

  const reload = useCallback(async () => setActions(await queueStore.all()), []);

  // A flush asked for while one runs (the connection back mid-send) runs once that one ends.
  const askedAgain = useRef(false);
  const flush = useCallback(async (): Promise<void> => {
    if (flushing.current) {
      askedAgain.current = true;
      return;
    }
    if (!navigator.onLine) return;
    flushing.current = true;
    setSending(true);
    let sentAny = false;
    try {
      for (const action of await queueStore.all()) {
        if (action.refusal !== undefined) continue;
        try {
          await apiSend(action.method, action.url, action.body, {
            headers: { 'Idempotency-Key': action.key },
          });
          await queueStore.remove(action.id);
          toast({ title: t('queue.done', { action: t(action.label.key, action.label.values) }) });
        } catch (error) {
          if (!isRefusal(error)) break; // No connection or the server is down: the rest waits in order.
          await queueStore.refuse(action, readErrorBody(error)?.message ?? error.message);
        }
        sentAny = true;
        await reload();
      }
    } finally {
      flushing.current = false;
      setSending(false);
      await reload();
    }
    // Not awaited: offline, the queries pause until the connection returns.
    if (sentAny) void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    if (askedAgain.current) {
      askedAgain.current = false;
      await flush();
    }
  }, [queryClient, reload, t]);

  useEffect(() => {
    const cameOnline = () => {
      setOnline(true);
      void flush();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', cameOnline);
    window.addEventListener('offline', wentOffline);
    void reload().then(flush);
    return () => {
      window.removeEventListener('online', cameOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [flush, reload]);

  const waiting = actions.some((action) => action.refusal === undefined);
  useEffect(() => {
    if (!waiting || !online) return;
    const timer = window.setInterval(() => void flush(), RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [flush, online, waiting]);

  const enqueue = useCallback(
    async (action: NewAction) => {
      await queueStore.add({ ...action, key: crypto.randomUUID() });
      await reload();
      await flush();
    },
    [flush, reload],
  );
  const dismiss = useCallback(
    async (id: number) => {
      await queueStore.remove(id);
      await reload();
    },
    [reload],
  );

  return { actions, online, sending, enqueue, dismiss };
}
