import { toast, type ToastInput } from '@silkway/ui';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { readStaleVersion } from '@silkway/web-client';
import { serverMessage } from './server-message.js';

export interface AdminWrite<Variables, Answer> {
  send: (variables: Variables) => Promise<Answer>;
  /** The toast once the server has saved. */
  succeeded: ToastInput;
  /** The toast when the write failed, built from the error. */
  failed: (error: unknown) => ToastInput;
  /** What the write changes: asked again once it settles, saved or not. */
  refreshes: readonly QueryKey[];
}

/** A form's save of a record it read (`{ body, version }`): a 412 opens the form's conflict dialog instead of a toast. */
const isVersionedSave = (variables: unknown): boolean =>
  typeof variables === 'object' &&
  variables !== null &&
  'body' in variables &&
  'version' in variables;

/** Every back-office write: product.md §8's success or failure toast, then what it changed is asked again. */
export function useAdminWrite<Variables, Answer = unknown>({
  send,
  succeeded,
  failed,
  refreshes,
}: AdminWrite<Variables, Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast(succeeded);
    },
    onError: (error, variables) => {
      if (readStaleVersion(error) && isVersionedSave(variables)) return;
      toast(failed(error));
    },
    onSettled: () =>
      Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function successToast(title: string): ToastInput {
  return { title, variant: 'success' };
}

/** product.md §8's failure toast: the fixed title with the server's text under it. */
export function failureWithServerText(title: string): (error: unknown) => ToastInput {
  return (error) => ({ title, description: serverMessage(error), variant: 'destructive' });
}
