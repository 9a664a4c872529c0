import { phoneMessages } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';

/** The contracts' messages a visitor reads in the page's language, by their key in `public`. */
const TRANSLATED_MESSAGES = new Map<string, string>([
  [phoneMessages.invalid, 'formErrors.phoneInvalid'],
]);

/** A field's error as the visitor should read it: translated where the page's language has it. */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('public');
  return (message) => {
    const key = message === undefined ? undefined : TRANSLATED_MESSAGES.get(message);
    return key ? t(key) : message;
  };
}
