export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  languageOption,
  readStoredLanguage,
  type Language,
  type LanguageOption,
} from './languages.js';
export {
  FALLBACK_LANGUAGES,
  initI18n,
  registerLazyTranslations,
  registerTranslations,
  setLanguage,
  type DictionaryLoaders,
  type NamespaceDictionaries,
} from './setup.js';
export {
  PREFIXED_LANGUAGES,
  languageBasename,
  localizedPath,
  splitLanguagePath,
} from './language-paths.js';
