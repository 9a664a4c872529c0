import { api, type TwoFactorSetupAnswer } from '@silkway/contracts';
import { Button, FormField, Input } from '@silkway/ui';
import { callApi } from '@silkway/web-client';
import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { failureWithServerText, successToast, useAdminWrite } from '../admin-writes/index.js';
import { ADMIN_QUERY_ROOT, useSignedInAdmin } from '../auth/index.js';

const signedInAdminKey = [ADMIN_QUERY_ROOT, 'me'] as const;

/**
 * Two-factor sign-in: off → a QR code for the app and the code it shows → on, with ten recovery
 * codes shown this once; on → off with a code.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('admin-staff');
  const { twoFactor } = useSignedInAdmin();
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');

  const begin = useAdminWrite({
    send: () => callApi(api.account.setupTwoFactor, {}),
    succeeded: successToast(t('twoFactor.scan')),
    failed: failureWithServerText(t('twoFactor.error')),
    refreshes: [],
  });
  const enable = useAdminWrite({
    send: (entered: string) => callApi(api.account.enableTwoFactor, { body: { code: entered } }),
    succeeded: successToast(t('twoFactor.enabled')),
    failed: failureWithServerText(t('twoFactor.error')),
    refreshes: [signedInAdminKey],
  });
  const disable = useAdminWrite({
    send: (entered: string) => callApi(api.account.disableTwoFactor, { body: { code: entered } }),
    succeeded: successToast(t('twoFactor.disabled')),
    failed: failureWithServerText(t('twoFactor.error')),
    refreshes: [signedInAdminKey],
  });

  if (recoveryCodes) {
    return (
      <div className="grid gap-3" data-testid="recovery-codes">
        <p className="text-sm text-neutral-700">{t('twoFactor.recoveryCodes')}</p>
        <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => setRecoveryCodes(null)}>
          {t('twoFactor.savedCodes')}
        </Button>
      </div>
    );
  }

  const codeField = (
    <FormField label={t('twoFactor.code')}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
    </FormField>
  );

  if (twoFactor) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-status-done-fg">{t('twoFactor.on')}</p>
        {codeField}
        <div>
          <Button
            variant="secondary"
            disabled={disable.isPending || code === ''}
            onClick={() =>
              disable.mutate(code, {
                onSuccess: () => setCode(''),
              })
            }
          >
            {t('twoFactor.disable')}
          </Button>
        </div>
      </div>
    );
  }

  if (!setup) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-neutral-700">{t('twoFactor.off')}</p>
        <div>
          <Button
            disabled={begin.isPending}
            onClick={() => begin.mutate(undefined, { onSuccess: setSetup })}
          >
            {t('twoFactor.begin')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-neutral-700">{t('twoFactor.scanHint')}</p>
      <img
        src={setup.qr}
        alt={t('twoFactor.qrAlt')}
        data-testid="two-factor-qr"
        className="size-48 self-center rounded border border-neutral-200 bg-white"
      />
      <p
        data-testid="two-factor-key"
        className="text-center font-mono text-sm tracking-wide text-neutral-700"
      >
        {groupedKey(setup.secret)}
      </p>
      {codeField}
      <div>
        <Button
          disabled={enable.isPending || code === ''}
          onClick={() =>
            enable.mutate(code, {
              onSuccess: (answer) => {
                setRecoveryCodes(answer.recoveryCodes);
                setSetup(null);
                setCode('');
              },
            })
          }
        >
          {t('twoFactor.enable')}
        </Button>
      </div>
    </div>
  );
}

/** The key for typing into the app by hand, in groups of four (ABCD EFGH …), easier to read and check. */
export const groupedKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
