// Entry for code that runs before the shared i18next is negotiated (the shell's first script): no i18next here.
export { LANGUAGE_STORAGE_KEY, isLanguage } from './languages.js';
export { localizedPath, splitLanguagePath } from './language-paths.js';
