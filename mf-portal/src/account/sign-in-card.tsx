import { useState, type FormEvent } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Link } from '@silkway/app-frame/router';
import { LoaderCircle, LogIn, MailCheck } from 'lucide-react';
import { portalSignInBody } from '@silkway/contracts';
import { Button, Card, CardContent, FieldError, Input, Label } from '@silkway/ui';
import { ApiError } from '@silkway/web-client';
import { accountLanguageOf } from './account-language.js';
import { requestSignInLink } from './portal-account-api.js';

type Step = { state: 'editing'; error: string | null } | { state: 'sending' } | { state: 'sent' };

/**
 * Sign in by e-mail: the client leaves its address and a link arrives if it has an account. The
 * page says the same for any address. One signed in already goes straight to its account by the link.
 */
export function SignInCard() {
  const { t, i18n } = useTranslation('portal');
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ state: 'editing', error: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = portalSignInBody.safeParse({ email, language: accountLanguageOf(i18n.language) });
    if (!body.success) {
      setStep({ state: 'editing', error: t('account.signIn.invalidEmail') });
      return;
    }
    setStep({ state: 'sending' });
    try {
      await requestSignInLink(body.data.email, body.data.language);
      setStep({ state: 'sent' });
    } catch (error) {
      setStep({
        state: 'editing',
        error:
          error instanceof ApiError && error.status === 429
            ? t('account.signIn.tooMany')
            : t('account.signIn.failed'),
      });
    }
  };

  if (step.state === 'sent') {
    return (
      <Card>
        <CardContent className="flex items-start gap-3 pt-6" role="status">
          <MailCheck
            className="mt-0.5 size-5 shrink-0 text-status-done-fg"
            strokeWidth={2}
            aria-hidden
          />
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-navy-900">{t('account.signIn.sentTitle')}</p>
            <p className="text-sm text-neutral-600">{t('account.signIn.sentBody')}</p>
          </div>
        </CardContent>
      </Card>
    );
  }
  const error = step.state === 'editing' ? step.error : null;
  return (
    <Card>
      <CardContent className="pt-6">
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-2"
          aria-labelledby="portal-sign-in-title"
        >
          <div className="flex items-center gap-2">
            <LogIn className="size-5 text-navy-700" strokeWidth={2} aria-hidden />
            <h2 id="portal-sign-in-title" className="text-lg font-semibold text-navy-900">
              {t('account.signIn.title')}
            </h2>
          </div>
          <p className="text-sm text-neutral-600">{t('account.signIn.description')}</p>
          <Label htmlFor="portal-sign-in-email">{t('account.signIn.emailLabel')}</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id="portal-sign-in-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'portal-sign-in-error' : undefined}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="name@example.com"
            />
            <Button type="submit" className="sm:min-w-48" disabled={step.state === 'sending'}>
              {step.state === 'sending' ? (
                <LoaderCircle className="animate-spin" strokeWidth={2} aria-hidden />
              ) : null}
              {t('account.signIn.submit')}
            </Button>
          </div>
          {error ? <FieldError id="portal-sign-in-error">{error}</FieldError> : null}
          <Link
            to="/portal/account"
            className="self-start text-sm font-medium text-navy-700 underline-offset-4 hover:underline"
          >
            {t('account.signIn.toAccount')}
          </Link>
        </form>
      </CardContent>
    </Card>
  );
}
