import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@silkway/i18n/react';
import { usePageHead } from '@silkway/app-frame';
import { useNavigate, useSearchParams } from '@silkway/app-frame/router';
import { LinkIcon } from 'lucide-react';
import type { PortalSessionAnswer } from '@silkway/contracts';
import { Spinner } from '@silkway/ui';
import { ApiError } from '@silkway/web-client';
import { FailureCard } from '../failure-card/failure-card.js';
import { accountKeys, startPortalSession } from './portal-account-api.js';
import { SignInCard } from './sign-in-card.js';

// One exchange per token, even when React runs the effect twice: a token works only once.
const exchanges = new Map<string, Promise<PortalSessionAnswer | null>>();
const exchangeOnce = (token: string) => {
  const started = exchanges.get(token) ?? startPortalSession(token);
  exchanges.set(token, started);
  return started;
};

type Outcome = 'checking' | 'refused' | 'failed';

/** `/portal/sign-in?token=…`, the e-mailed link: trades the token for a session, then opens the account. */
export function SignInPage() {
  const { t } = useTranslation('portal');
  const { t: tCommon } = useTranslation('common');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'checking' : 'refused');
  usePageHead({ title: `${t('account.signIn.title')} — ${tCommon('titles.site')}` });

  useEffect(() => {
    if (!token) return;
    exchangeOnce(token).then(
      (answer) => {
        if (answer) queryClient.setQueryData(accountKeys.me, answer.client);
        void navigate('/portal/account', { replace: true });
      },
      (error: unknown) =>
        setOutcome(
          error instanceof ApiError && (error.status === 401 || error.status === 400)
            ? 'refused'
            : 'failed',
        ),
    );
  }, [token, navigate, queryClient]);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-16">
      {outcome === 'checking' ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('account.link.checking')} />
        </div>
      ) : (
        <>
          <FailureCard
            icon={LinkIcon}
            pageTitle
            title={
              outcome === 'refused' ? t('account.link.refusedTitle') : t('account.link.failed')
            }
            hint={outcome === 'refused' ? t('account.link.refusedBody') : undefined}
          />
          <SignInCard />
        </>
      )}
    </section>
  );
}
