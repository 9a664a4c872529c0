import { publicFormMessageKey } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';

/**
 * A form's message as the visitor should read it: the contracts' messages (the page's own checks
 * and the server's 400 alike) in the page's language; any other text as it came.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('public');
  return (message) => {
    const known = message === undefined ? undefined : publicFormMessageKey(message);
    return known ? t(`formErrors.${known.key}`, known.values ?? {}) : message;
  };
}
