import i18next, {
  type BackendModule,
  type i18n,
  type Resource,
  type ResourceLanguage,
} from 'i18next';
import { initReactI18next } from '@silkway/i18n/react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  languageOption,
  readStoredLanguage,
  type Language,
} from './languages.js';
import { reportMissingKey } from './missing-key.js';
import ruCommon from './locales/ru/common.json';
import tjCommon from './locales/tj/common.json';
import enCommon from './locales/en/common.json';
import zhCommon from './locales/zh/common.json';

/** product.md §4: a key missing in the current language is looked up in Russian, then in English. */
export const FALLBACK_LANGUAGES: Language[] = [DEFAULT_LANGUAGE, 'en'];

const commonResources: Resource = {
  ru: { common: ruCommon },
  tj: { common: tjCommon },
  en: { common: enCommon },
  zh: { common: zhCommon },
};

/** A namespace's dictionary per language, each loaded (its own chunk) only when that language is needed. */
export type DictionaryLoaders = Record<Language, () => Promise<{ default: ResourceLanguage }>>;

/**
 * Kept on the shared i18next instance, not in this module: the shell and each remote bundle their own
 * copy of this package, and only i18next itself is one object for the whole page.
 */
const LOADERS = Symbol.for('silkway.i18n.dictionaryLoaders');
function dictionaryLoaders(): Map<string, DictionaryLoaders> {
  const instance = i18next as unknown as Record<symbol, Map<string, DictionaryLoaders> | undefined>;
  return (instance[LOADERS] ??= new Map());
}

/**
 * i18next asks this backend for every namespace it needs in a language (the page's and its fallbacks)
 * before it switches to that language, so views never show a half-translated screen. Namespaces
 * registered whole (`registerTranslations`) and `common` are in memory already: nothing to load.
 */
const lazyDictionaries: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = isLanguage(language) ? dictionaryLoaders().get(namespace)?.[language] : undefined;
    if (!load) return callback(null, null);
    load().then(
      (dictionary) => callback(null, dictionary.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
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
  void i18next
    .use(lazyDictionaries)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGES,
      supportedLngs: [...LANGUAGE_CODES],
      resources: commonResources,
      // `common` comes bundled; lazily registered namespaces come from the backend above.
      partialBundledLanguages: true,
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

/** Stores the choice (product.md §4) and switches every view, remotes included: they share this instance. */
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

/**
 * A remote's dictionaries for one namespace, loaded per language: the page's language (and its fallbacks)
 * before the remote's views render (`useTranslation(namespace)` suspends until then), another one when
 * the visitor switches. Call it when the remote's module loads, after the shell initialised i18next.
 */
export function registerLazyTranslations(namespace: string, loaders: DictionaryLoaders): void {
  dictionaryLoaders().set(namespace, loaders);
  void i18next.loadNamespaces(namespace);
}
