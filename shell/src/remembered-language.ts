import {
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  localizedPath,
  splitLanguagePath,
} from '@silkway/i18n/address';

/**
 * A visitor who chose another language and comes back to an unprefixed address (the Russian page)
 * goes to that page in their language. The back office keeps its unprefixed address.
 */
export function addressInRememberedLanguage(): string | null {
  const { prefixed, path } = splitLanguagePath(window.location.pathname);
  if (prefixed || path.startsWith('/admin')) return null;
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!isLanguage(stored) || stored === 'ru') return null;
  return `${localizedPath(stored, path)}${window.location.search}${window.location.hash}`;
}
