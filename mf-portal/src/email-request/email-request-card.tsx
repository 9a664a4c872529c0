import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { LoaderCircle, MailCheck, type LucideIcon } from 'lucide-react';
import { Button, Card, CardContent, FieldError, Input, Label } from '@silkway/ui';
import { ApiError } from '@silkway/web-client';

type Step = { state: 'editing'; error: string | null } | { state: 'sending' } | { state: 'sent' };

interface EmailRequestCardProps<Body> {
  /** The `portal` texts' group: title, description, emailLabel, submit, invalidEmail, tooMany, failed, sentTitle, sentBody. */
  texts: string;
  icon: LucideIcon;
  ids: { email: string; error: string; title?: string };
  /** The submit button's width on a wide screen. */
  submitClassName: string;
  /**
   * The request's body from the typed address and the page's language; null when the address is
   * not one. It may load its schema first (a card shown with the page keeps zod out of it).
   */
  bodyOf: (email: string, language: string) => Body | null | Promise<Body | null>;
  send: (body: Body) => Promise<unknown>;
  /** What follows the form's field (a link). */
  children?: ReactNode;
}

/**
 * A card that asks for an e-mail address and sends one request with it (a sign-in link, following an
 * order): a wrong address and a refusal are said under the field, and once sent the card says so.
 */
export function EmailRequestCard<Body>({
  texts,
  icon: Icon,
  ids,
  submitClassName,
  bodyOf,
  send,
  children,
}: EmailRequestCardProps<Body>) {
  const { t, i18n } = useTranslation('portal');
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ state: 'editing', error: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await bodyOf(email, i18n.language);
    if (body === null) {
      setStep({ state: 'editing', error: t(`${texts}.invalidEmail`) });
      return;
    }
    setStep({ state: 'sending' });
    try {
      await send(body);
      setStep({ state: 'sent' });
    } catch (error) {
      setStep({
        state: 'editing',
        error:
          error instanceof ApiError && error.status === 429
            ? t(`${texts}.tooMany`)
            : t(`${texts}.failed`),
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
            <p className="font-semibold text-navy-900">{t(`${texts}.sentTitle`)}</p>
            <p className="text-sm text-neutral-600">{t(`${texts}.sentBody`)}</p>
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
          aria-labelledby={ids.title}
        >
          <div className="flex items-center gap-2">
            <Icon className="size-5 text-navy-700" strokeWidth={2} aria-hidden />
            <h2 id={ids.title} className="text-lg font-semibold text-navy-900">
              {t(`${texts}.title`)}
            </h2>
          </div>
          <p className="text-sm text-neutral-600">{t(`${texts}.description`)}</p>
          <Label htmlFor={ids.email}>{t(`${texts}.emailLabel`)}</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="name@example.com"
            />
            <Button type="submit" className={submitClassName} disabled={step.state === 'sending'}>
              {step.state === 'sending' ? (
                <LoaderCircle className="animate-spin" strokeWidth={2} aria-hidden />
              ) : null}
              {t(`${texts}.submit`)}
            </Button>
          </div>
          {error ? <FieldError id={ids.error}>{error}</FieldError> : null}
          {children}
        </form>
      </CardContent>
    </Card>
  );
}
