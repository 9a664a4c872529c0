import { Button, DialogFooter, FormField, Input, TitledDialog } from '@silkway/ui';
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';

interface OneTimeSecretDialogProps {
  /** The secret the server answered this once; null: the dialog is closed. */
  secret: string | null;
  title: string;
  label: string;
  onDone: () => void;
}

/**
 * A token's or a webhook's secret, right after it was made: the server keeps only its hash, so this
 * is the one time it can be read; closing the dialog forgets it.
 */
export function OneTimeSecretDialog({ secret, title, label, onDone }: OneTimeSecretDialogProps) {
  const { t } = useTranslation('admin-integrations');
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied(true);
    } catch {
      // No clipboard here (a browser that refuses it): the secret stays selected for a manual copy.
      field.current?.select();
    }
  };
  const close = () => {
    setCopied(false);
    onDone();
  };

  return (
    <TitledDialog
      open={secret !== null}
      onOpenChange={(open) => !open && close()}
      closeLabel={t('dialogClose')}
      className="max-w-xl"
      title={title}
      description={t('secret.description')}
    >
      <FormField label={label}>
        <Input
          ref={field}
          readOnly
          value={secret ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
          data-testid="one-time-secret"
        />
      </FormField>
      <DialogFooter>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check strokeWidth={2} aria-hidden /> : <Copy strokeWidth={2} aria-hidden />}
          {copied ? t('secret.copied') : t('secret.copy')}
        </Button>
        <Button onClick={close}>{t('secret.done')}</Button>
      </DialogFooter>
    </TitledDialog>
  );
}
