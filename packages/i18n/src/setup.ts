import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_STORAGE_KEY, isLanguage, languageOption, readStoredLanguage, type Language } from './languages.js';
import { reportMissingKey } from './missing-key.js';
import ruCommon from './locales/ru/common.json';
import tjCommon from './locales/tj/common.json';
import enCommon from './locales/en/common.json';
import zhCommon from './locales/zh/common.json';

/** SPEC §4: a key missing in the current language is looked up in Russian, then in English. */
export const FALLBACK_LANGUAGES: Language[] = [DEFAULT_LANGUAGE, 'en'];

const commonResources: Resource = {
  ru: { common: ruCommon },
  tj: { common: tjCommon },
  en: { common: enCommon },
  zh: { common: zhCommon },
};

function followHtmlLang(language: string): void {
  if (typeof document !== 'undefined' && isLanguage(language)) {
    document.documentElement.lang = languageOption(language).htmlLang;
  }
}

/**
 * Starts the one i18next instance of the page. Only the shell calls it (a remote calls it
 * only when it runs alone on its dev server); remotes add their namespaces with
 * `registerTranslations`. Calling it twice returns the running instance.
 */
export function initI18n(language: Language = readStoredLanguage()): i18n {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', followHtmlLang);
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGES,
    supportedLngs: [...LANGUAGE_CODES],
    resources: commonResources,
    ns: ['common'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: reportMissingKey,
    // Views re-render when a remote adds its dictionaries after they first rendered.
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added' },
  });
  return i18next;
}

/** Stores the choice (SPEC §4) and switches every view, remotes included: they share this instance. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The switch still applies to this visit when storage is blocked.
  }
  await i18next.changeLanguage(language);
}

export type NamespaceDictionaries = Record<Language, ResourceLanguage>;

/** A remote's dictionaries for one namespace; safe to call before the shell has initialised i18next. */
export function registerTranslations(namespace: string, dictionaries: NamespaceDictionaries): void {
  const addBundles = () => {
    for (const language of LANGUAGE_CODES) {
      i18next.addResourceBundle(language, namespace, dictionaries[language], true, true);
    }
  };
  if (i18next.isInitialized) addBundles();
  else i18next.on('initialized', addBundles);
}
