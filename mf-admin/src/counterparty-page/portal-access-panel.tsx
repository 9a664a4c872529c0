import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@silkway/i18n/react';
import { AtSign, KeyRound, LoaderCircle, MailPlus, UserX } from 'lucide-react';
import {
  api,
  notificationLanguages,
  type CounterpartyAnswer,
  type NotificationLanguage,
} from '@silkway/contracts';
import { Badge, Button, toast } from '@silkway/ui';
import { ChoiceSelect } from '../admin-forms/index.js';
import { callApi, readErrorBody } from '@silkway/web-client';
import { Allowed, operation, useAdminCan } from '../auth/index.js';
import { CounterpartyFormDialog, counterpartyKeys } from '../counterparties/index.js';

/**
 * The client's account (docs/portal-accounts.md): staff invite a counterparty with an e-mail, which
 * gets a sign-in link in the chosen language, or take the account back (its sessions end at once).
 */
export function PortalAccessPanel({ counterparty }: { counterparty: CounterpartyAnswer }) {
  const { t } = useTranslation('admin-counterparties');
  const can = useAdminCan();
  const queryClient = useQueryClient();
  const [addingEmail, setAddingEmail] = useState(false);
  // The client's own language: resending a link must not turn it back to Russian.
  const [language, setLanguage] = useState<NotificationLanguage>(counterparty.portalLanguage);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: counterpartyKeys.detail(counterparty.id) });
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('portal.failed'),
      description: readErrorBody(error)?.message ?? String(error),
    });
  const invite = useMutation({
    mutationFn: () =>
      callApi(api.portalAccess.invite, { params: { id: counterparty.id }, body: { language } }),
    onSuccess: () => {
      toast({ variant: 'success', title: t('portal.invited', { email: counterparty.email }) });
      return refresh();
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: () => callApi(api.portalAccess.revoke, { params: { id: counterparty.id } }),
    onSuccess: () => {
      toast({ variant: 'success', title: t('portal.revoked') });
      return refresh();
    },
    onError: failed,
  });
  const busy = invite.isPending || revoke.isPending;
  const mayManage = can('portal.manage');

  return (
    <section
      aria-labelledby="portal-access-title"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4 shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-wrap items-center gap-2">
        <KeyRound className="size-4 text-navy-700" strokeWidth={2} aria-hidden />
        <h4
          id="portal-access-title"
          className="text-xs font-semibold tracking-wide text-neutral-600 uppercase"
        >
          {t('portal.title')}
        </h4>
        <Badge tone={counterparty.portalAccess ? 'done' : 'unknown'} data-testid="portal-access">
          {counterparty.portalAccess ? t('portal.on') : t('portal.off')}
        </Badge>
      </div>
      <p className="text-sm text-neutral-600">
        {counterparty.email ? t('portal.description') : t('portal.noEmail')}
      </p>
      {!counterparty.email && (
        // The panel asks for an e-mail: the counterparty's form is one click away.
        <Allowed call={api.counterparties.update}>
          <div>
            <Button
              variant="secondary"
              onClick={() => setAddingEmail(true)}
              {...operation(api.counterparties.update)}
            >
              <AtSign strokeWidth={2} aria-hidden />
              {t('portal.addEmail')}
            </Button>
          </div>
          {addingEmail && (
            <CounterpartyFormDialog
              mode="edit"
              record={counterparty}
              open
              onOpenChange={(open) => !open && setAddingEmail(false)}
            />
          )}
        </Allowed>
      )}
      {mayManage && counterparty.email && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <ChoiceSelect
            label={t('portal.language')}
            value={language}
            options={notificationLanguages.map((option) => ({
              value: option,
              text: t(`portal.languages.${option}`),
            }))}
            onChange={setLanguage}
            className="sm:w-44"
          />
          <Button
            disabled={busy}
            onClick={() => invite.mutate()}
            {...operation(api.portalAccess.invite)}
          >
            {invite.isPending ? (
              <LoaderCircle className="animate-spin" strokeWidth={2} aria-hidden />
            ) : (
              <MailPlus strokeWidth={2} aria-hidden />
            )}
            {counterparty.portalAccess ? t('portal.resend') : t('portal.invite')}
          </Button>
          {counterparty.portalAccess && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => revoke.mutate()}
              {...operation(api.portalAccess.revoke)}
            >
              <UserX strokeWidth={2} aria-hidden />
              {t('portal.revoke')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
