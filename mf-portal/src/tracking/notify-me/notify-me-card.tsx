import { useState, type FormEvent } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { BellRing, LoaderCircle, MailCheck } from 'lucide-react';
import {
  followOrderBody,
  notificationLanguages,
  type NotificationLanguage,
} from '@silkway/contracts';
import { Button, Card, CardContent, FieldError, Input, Label } from '@silkway/ui';
import { ApiError, apiSend } from '@silkway/web-client';

type Step = { state: 'editing'; error: string | null } | { state: 'sending' } | { state: 'sent' };

const languageOf = (language: string): NotificationLanguage =>
  (notificationLanguages as readonly string[]).includes(language)
    ? (language as NotificationLanguage)
    : 'ru';

/**
 * "Notify me" under a found order: the client leaves an e-mail and confirms it from the message
 * that arrives (double opt-in). The answer is the same for any code, so nothing here says more.
 */
export function NotifyMeCard({ code }: { code: string }) {
  const { t, i18n } = useTranslation('portal');
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ state: 'editing', error: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = followOrderBody.safeParse({ email, language: languageOf(i18n.language) });
    if (!body.success) {
      setStep({ state: 'editing', error: t('notify.invalidEmail') });
      return;
    }
    setStep({ state: 'sending' });
    try {
      await apiSend('POST', `/api/track/${encodeURIComponent(code)}/subscriptions`, body.data);
      setStep({ state: 'sent' });
    } catch (error) {
      setStep({
        state: 'editing',
        error:
          error instanceof ApiError && error.status === 429
            ? t('notify.tooMany')
            : t('notify.failed'),
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
            <p className="font-semibold text-navy-900">{t('notify.sentTitle')}</p>
            <p className="text-sm text-neutral-600">{t('notify.sentBody')}</p>
          </div>
        </CardContent>
      </Card>
    );
  }
  const error = step.state === 'editing' ? step.error : null;
  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <BellRing className="size-5 text-navy-700" strokeWidth={2} aria-hidden />
            <h2 className="text-lg font-semibold text-navy-900">{t('notify.title')}</h2>
          </div>
          <p className="text-sm text-neutral-600">{t('notify.description')}</p>
          <Label htmlFor="notify-email">{t('notify.emailLabel')}</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id="notify-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'notify-email-error' : undefined}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="name@example.com"
            />
            <Button type="submit" className="sm:min-w-40" disabled={step.state === 'sending'}>
              {step.state === 'sending' ? (
                <LoaderCircle className="animate-spin" strokeWidth={2} aria-hidden />
              ) : null}
              {t('notify.submit')}
            </Button>
          </div>
          {error ? <FieldError id="notify-email-error">{error}</FieldError> : null}
        </form>
      </CardContent>
    </Card>
  );
}
