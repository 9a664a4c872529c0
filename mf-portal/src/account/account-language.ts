import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@silkway/contracts';

/** The page's language as e-mails and documents know them (the site's four), Russian otherwise. */
export const accountLanguageOf = (language: string): DocumentLanguage =>
  (DOCUMENT_LANGUAGES as readonly string[]).includes(language)
    ? (language as DocumentLanguage)
    : 'ru';
