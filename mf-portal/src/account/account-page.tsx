import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@silkway/i18n/react';
import { usePageHead } from '@silkway/app-frame';
import { LogOut, UserRound } from 'lucide-react';
import { Button, Card, IconBadge, Skeleton } from '@silkway/ui';
import { AccountOrders } from './account-orders.js';
import { BalanceCard } from './balance-card.js';
import { FollowOrdersCard } from './follow-orders-card.js';
import { TelegramCard } from './telegram-card.js';
import { accountKeys, signOutOfPortal, usePortalClient } from './portal-account-api.js';
import { SignInCard } from './sign-in-card.js';
import { usePortalLiveChanges } from './use-portal-live-changes.js';

/** Shown where a client session is needed and there is none: why, and the way to a new link. */
export function NotSignedIn() {
  const { t } = useTranslation('portal');
  return (
    <>
      <Card className="flex flex-col gap-1 p-5 sm:p-6">
        <h1 className="text-xl font-semibold text-navy-900">{t('account.notSignedIn.title')}</h1>
        <p className="text-sm text-neutral-600">{t('account.notSignedIn.body')}</p>
      </Card>
      <SignInCard />
    </>
  );
}

/** `/portal/account`: the signed-in client, its balance and its orders. */
export function AccountPage() {
  const { t } = useTranslation('portal');
  const { t: tCommon } = useTranslation('common');
  const client = usePortalClient();
  const queryClient = useQueryClient();
  usePortalLiveChanges(Boolean(client.data));
  usePageHead({ title: `${t('account.title')} — ${tCommon('titles.site')}` });

  const signOut = async () => {
    await signOutOfPortal();
    // The page watches `me`: it becomes "nobody" in place; what was read for the client is dropped.
    queryClient.setQueryData(accountKeys.me, null);
    queryClient.removeQueries({
      queryKey: accountKeys.all,
      predicate: (query) => query.queryKey[1] !== accountKeys.me[1],
    });
  };

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:py-14">
      {client.isPending ? (
        <Skeleton className="h-24 rounded-[var(--radius-card)]" />
      ) : !client.data ? (
        <NotSignedIn />
      ) : (
        <>
          <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-center gap-3">
              <IconBadge icon={UserRound} className="shrink-0" />
              <div className="flex min-w-0 flex-col">
                <h1 className="text-2xl font-bold text-navy-900">{t('account.title')}</h1>
                <p className="truncate text-sm text-neutral-600">
                  {[client.data.company, client.data.name].filter(Boolean).join(' · ')}
                </p>
              </div>
            </div>
            <Button
              variant="secondary"
              className="self-start sm:self-center"
              onClick={() => void signOut()}
            >
              <LogOut strokeWidth={2} aria-hidden />
              {t('account.signOut')}
            </Button>
          </header>
          <BalanceCard />
          <FollowOrdersCard />
          <TelegramCard />
          <AccountOrders />
        </>
      )}
    </section>
  );
}
