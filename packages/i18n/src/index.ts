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
export { FALLBACK_LANGUAGES, initI18n, registerTranslations, setLanguage, type NamespaceDictionaries } from './setup.js';
