import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@silkway/i18n/react';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@silkway/ui';
import {
  accountKeys,
  requestTelegramLink,
  unlinkTelegram,
  usePortalClient,
} from './portal-account-api.js';
import { AccountCard } from './account-card.js';

/** While a bot link is open, `me` is read this often to see the chat linked. */
const WATCH_LINK_MS = 3000;

/**
 * Telegram instead of e-mail for the changes of the client's orders (docs/portal-accounts.md
 * "Telegram"): linked, with an unlink button; or a button that opens the bot with a one-time link.
 */
export function TelegramCard() {
  const { t } = useTranslation('portal');
  const queryClient = useQueryClient();
  const [linkOpenUntil, setLinkOpenUntil] = useState<number>();
  const watching = linkOpenUntil !== undefined && Date.now() < linkOpenUntil;
  const client = usePortalClient(watching ? WATCH_LINK_MS : undefined);
  const linked = client.data?.telegramLinked === true;

  const connect = useMutation({
    mutationFn: async () => {
      // Opened before the call: a tab opened after it is taken for a pop-up and blocked.
      const tab = window.open('', '_blank');
      const link = await requestTelegramLink().catch((error: unknown) => {
        tab?.close();
        throw error;
      });
      if (!link) throw new Error('no link');
      if (tab) tab.location.href = link.url;
      else window.location.assign(link.url);
      setLinkOpenUntil(Date.parse(link.expiresAt));
    },
  });
  const unlink = useMutation({
    mutationFn: unlinkTelegram,
    onSuccess: () => {
      setLinkOpenUntil(undefined);
      return queryClient.invalidateQueries({ queryKey: accountKeys.me });
    },
  });

  return (
    <AccountCard
      titleId="portal-telegram-title"
      icon={Send}
      title={t('account.telegram.title')}
      spacing="gap-3"
    >
      <p className="text-sm text-neutral-600">{t('account.telegram.description')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium text-navy-900" aria-live="polite">
          {t(linked ? 'account.telegram.linked' : 'account.telegram.notLinked')}
        </p>
        {linked ? (
          <Button
            variant="secondary"
            className="self-start"
            disabled={unlink.isPending}
            onClick={() => unlink.mutate()}
          >
            {t('account.telegram.unlink')}
          </Button>
        ) : (
          <Button
            className="self-start"
            disabled={connect.isPending}
            onClick={() => connect.mutate()}
          >
            <Send strokeWidth={2} aria-hidden />
            {t('account.telegram.connect')}
          </Button>
        )}
      </div>
      {connect.isError || unlink.isError ? (
        <p role="alert" className="text-sm text-status-error-fg">
          {t('account.loadFailed')}
        </p>
      ) : watching && !linked ? (
        <p className="text-sm text-neutral-600">{t('account.telegram.opened')}</p>
      ) : null}
    </AccountCard>
  );
}
