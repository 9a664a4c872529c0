import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@silkway/i18n/react';
import { BellRing } from 'lucide-react';
import { Card, cn, Skeleton } from '@silkway/ui';
import { accountKeys, setPortalFollowing, usePortalFollowing } from './portal-account-api.js';

/**
 * The switch for e-mails about every change of the client's orders: on by default, turned off here
 * or by the one-click unsubscribe link of any such e-mail (docs/portal-accounts.md).
 */
export function FollowOrdersCard() {
  const { t } = useTranslation('portal');
  const queryClient = useQueryClient();
  const following = usePortalFollowing();
  const change = useMutation({
    mutationFn: setPortalFollowing,
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(accountKeys.following, answer);
    },
  });
  const on = change.isPending ? change.variables : following.data?.following;

  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6" aria-labelledby="portal-follow-title">
      <div className="flex items-start justify-between gap-4">
        <h2
          id="portal-follow-title"
          className="flex min-w-0 items-start gap-2 text-lg font-semibold text-navy-900"
        >
          <BellRing className="mt-1 size-5 shrink-0 text-navy-700" strokeWidth={2} aria-hidden />
          <span className="min-w-0 break-words">{t('account.follow.title')}</span>
        </h2>
        {following.isPending ? (
          <Skeleton className="h-7 w-12 shrink-0 rounded-full" />
        ) : following.data ? (
          <button
            type="button"
            role="switch"
            aria-checked={on === true}
            aria-labelledby="portal-follow-title"
            aria-describedby="portal-follow-description"
            disabled={change.isPending}
            onClick={() => change.mutate(!following.data.following)}
            className={cn(
              'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors duration-200 ease-out focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600 disabled:opacity-70 motion-reduce:transition-none',
              on ? 'bg-navy-700' : 'bg-neutral-300',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'inline-block size-5 rounded-full bg-white shadow transition-transform duration-200 ease-out motion-reduce:transition-none',
                on ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </button>
        ) : null}
      </div>
      <p id="portal-follow-description" className="text-sm text-neutral-600">
        {t('account.follow.description')}
      </p>
      {following.isError || change.isError ? (
        <p role="alert" className="text-sm text-status-error-fg">
          {t('account.loadFailed')}
        </p>
      ) : following.data ? (
        <p className="text-sm font-medium text-navy-900" aria-live="polite">
          {t(on ? 'account.follow.on' : 'account.follow.off')}
        </p>
      ) : null}
    </Card>
  );
}
