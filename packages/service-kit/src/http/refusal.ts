import { HttpException } from '@nestjs/common';
import en from '@silkway/i18n/locales/en/refusals.json' with { type: 'json' };
import ru from '@silkway/i18n/locales/ru/refusals.json' with { type: 'json' };
import tj from '@silkway/i18n/locales/tj/refusals.json' with { type: 'json' };
import zh from '@silkway/i18n/locales/zh/refusals.json' with { type: 'json' };
import { acceptedLanguages, type ProductLanguage } from './request-language.js';

const refusalTexts: Record<ProductLanguage, Record<string, string>> = { ru, tj, en, zh };

export type RefusalKey = keyof typeof ru & string;
export type RefusalParams = Readonly<Record<string, string | number>>;

/** A refusal's text in `language`: its `{{name}}` placeholders filled from `params`. */
export function refusalText(
  key: RefusalKey,
  params: RefusalParams,
  language: ProductLanguage = 'ru',
): string {
  const text = refusalTexts[language][key] ?? refusalTexts.ru[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/**
 * A call refused for a reason the user can act on (a 409 naming what holds a record, say), answered in
 * the language the call asks for (Accept-Language, Russian when it names none of the four). Its texts
 * live in packages/i18n (`refusals.json`), so every language has each one.
 */
export class Refusal extends HttpException {
  constructor(
    status: number,
    readonly key: RefusalKey,
    readonly params: RefusalParams = {},
    /** The form field the refusal is about: the answer names it in `fieldErrors`, so the form shows it there. */
    readonly field?: string,
  ) {
    super(refusalText(key, params), status);
  }

  /** Fields the answer carries besides the message (a sign-in's `otpRequired`). */
  answerFields: Readonly<Record<string, unknown>> = {};

  /** This refusal, its answer carrying `fields` too. */
  with(fields: Readonly<Record<string, unknown>>): this {
    this.answerFields = fields;
    return this;
  }

  /** The text for a call whose Accept-Language is `acceptLanguage`. */
  messageFor(acceptLanguage: string | undefined): string {
    const language = acceptLanguage ? acceptedLanguages(acceptLanguage)[0] : undefined;
    return refusalText(this.key, this.params, language);
  }
}
