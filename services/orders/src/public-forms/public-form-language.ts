import { publicFormMessageKey, type BlogLanguage } from '@silkway/contracts';
import {
  acceptedLanguages,
  type FieldErrors,
  productLanguageOf,
  ValidationFailedException,
} from '@silkway/service-kit';
import type { z } from 'zod';
// The texts the public pages show (their `formErrors`): the server answers the same ones, never a copy.
import en from '@silkway/i18n/locales/en/public.json' with { type: 'json' };
import ru from '@silkway/i18n/locales/ru/public.json' with { type: 'json' };
import tj from '@silkway/i18n/locales/tj/public.json' with { type: 'json' };
import zh from '@silkway/i18n/locales/zh/public.json' with { type: 'json' };

export type PublicFormLanguage = BlogLanguage;

const formErrors: Record<PublicFormLanguage, Record<string, string>> = {
  ru: ru.formErrors,
  tj: tj.formErrors,
  en: en.formErrors,
  zh: zh.formErrors,
};

/**
 * The language a public form's call is answered in: the body's `language` when it names one of the four,
 * else the first of them Accept-Language asks for, else none (the call answers its own texts of
 * product.md §5).
 */
export function publicFormLanguage(
  body: unknown,
  acceptLanguage: string | undefined,
): PublicFormLanguage | undefined {
  const named = (body as { language?: unknown } | null)?.language;
  if (typeof named === 'string') {
    const language = productLanguageOf(named);
    if (language) return language;
  }
  return acceptLanguage ? acceptedLanguages(acceptLanguage)[0] : undefined;
}

/** A form's field errors in `language`: the contracts' messages by their `formErrors` text, any other as it is. */
export function fieldErrorsIn(
  fieldErrors: FieldErrors,
  language: PublicFormLanguage | undefined,
): FieldErrors {
  if (!language) return fieldErrors;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => {
        const known = publicFormMessageKey(message);
        const text = known && formErrors[language][known.key];
        if (!text) return message;
        return text.replace(/\{\{\s*max\s*\}\}/g, String(known.values?.max ?? ''));
      }),
    ]),
  );
}

/**
 * A public form's body parsed with its contracts schema; a 400's field errors are in the language the
 * call asks for (`publicFormLanguage`).
 */
export function parsePublicForm<S extends z.ZodType>(
  schema: S,
  body: unknown,
  acceptLanguage: string | undefined,
): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { fieldErrors } = ValidationFailedException.fromZod(result.error);
  throw new ValidationFailedException(
    fieldErrorsIn(fieldErrors, publicFormLanguage(body, acceptLanguage)),
  );
}
