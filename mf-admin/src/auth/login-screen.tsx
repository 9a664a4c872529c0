import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginRequest, type AdminLoginRequest } from '@silkway/contracts';
import {
  Button,
  cn,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  FormField,
  IconBadge,
  Input,
  Label,
} from '@silkway/ui';
import { CircleAlert, KeyRound, LoaderCircle, PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@silkway/i18n/react';
import { useAdminSession } from './admin-session.js';
import { describeLoginFailure, type LoginFailure } from './login-error.js';

/**
 * The door of the back office: login and password, both required (product.md §2.10, §5, §8); with
 * two-factor sign-in on, the server asks for the app's code and a third field appears.
 */
export function LoginScreen() {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [askingCode, setAskingCode] = useState(false);
  const [codeRefused, setCodeRefused] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginRequest>({
    resolver: zodResolver(adminLoginRequest),
    defaultValues: { username: '', password: '', otp: '' },
  });

  const submit = handleSubmit(async ({ otp, ...credentials }) => {
    setFailure(null);
    try {
      await session.signIn(askingCode && otp ? { ...credentials, otp } : credentials);
    } catch (error) {
      const described = describeLoginFailure(error);
      setCodeRefused(askingCode && Boolean(otp));
      if (described.kind === 'otp-required') setAskingCode(true);
      setFailure(described);
    }
  });

  const describe = (shown: LoginFailure): string => {
    switch (shown.kind) {
      case 'invalid-credentials':
        return t('login.invalidCredentials');
      case 'otp-required':
        return codeRefused ? t('login.otpInvalid') : t('login.otpPrompt');
      case 'rate-limited':
        return shown.message;
      case 'connection':
        return t('login.connectionError');
    }
  };
  const failureText = failure && describe(failure);
  // Asking for the code is the next step of signing in, not a failure: said calmly, not in red.
  const askingForCode = failure?.kind === 'otp-required' && !codeRefused;
  const FailureIcon = askingForCode ? KeyRound : CircleAlert;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-neutral-100 px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <IconBadge
            icon={PackageSearch}
            className="mb-2 rounded-[var(--radius-control)] bg-navy-800 text-white"
          />
          <p className="text-sm font-semibold uppercase tracking-wide text-navy-600">
            {t('common:brand.name')}
          </p>
          <h1 className="text-xl font-semibold text-navy-900">{t('login.title')}</h1>
          <CardDescription>{t('login.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <FormField
              label={t('login.username')}
              id="admin-login-username"
              error={errors.username && t('login.usernameRequired')}
            >
              <Input autoComplete="username" autoFocus {...register('username')} />
            </FormField>
            <FormField
              label={t('login.password')}
              id="admin-login-password"
              error={errors.password && t('login.passwordRequired')}
            >
              <Input type="password" autoComplete="current-password" {...register('password')} />
            </FormField>
            {askingCode && (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="admin-login-otp">{t('login.otp')}</Label>
                <Input
                  id="admin-login-otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoFocus
                  {...register('otp')}
                />
                <p className="text-xs text-neutral-600">{t('login.otpHint')}</p>
              </div>
            )}
            {failureText && (
              <p
                role={askingForCode ? 'status' : 'alert'}
                className={cn(
                  'flex items-start gap-2 rounded-[var(--radius-control)] px-3 py-2 text-sm',
                  askingForCode
                    ? 'bg-navy-50 text-navy-900'
                    : 'bg-status-error text-status-error-fg',
                )}
              >
                <FailureIcon className="mt-0.5 size-4 shrink-0" strokeWidth={2} aria-hidden />
                {failureText}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting && (
                <LoaderCircle className="animate-spin" strokeWidth={2} aria-hidden />
              )}
              {isSubmitting ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
