import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Where a number written without a country code is from: the clients are mostly in Tajikistan. */
export const DEFAULT_PHONE_REGION = 'TJ';

export const phoneMessages = {
  invalid: 'Введите номер телефона, например +992 90 123 45 67',
} as const;

/**
 * A number that can be dialled: valid for its country by libphonenumber's rules, with or without
 * its country code (+992 assumed). Separators people type (spaces, dashes, brackets) are fine.
 */
export function isPhoneNumber(text: string): boolean {
  return parsePhoneNumberFromString(text, DEFAULT_PHONE_REGION)?.isValid() ?? false;
}
