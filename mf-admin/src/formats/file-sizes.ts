import { formatFileSize } from '@silkway/contracts';
import { displayLocale } from './display-locale.js';

/** A file's size with the units of the reader's language: "41 Б", "1,5 кБ" in Russian. */
export const formatDisplayFileSize = (bytes: number, language: string): string =>
  formatFileSize(bytes, displayLocale(language));
