import { z } from 'zod';
import { fieldMessages, plainTextField, requiredTextField } from './form-fields.js';
import { isPhoneNumber, phoneMessages } from './phone-number.js';

/** Service types a quote request may name (product.md §3); `comprehensive` is labelled "support" on screen. */
export const serviceTypes = [
  'sourcing',
  'logistics',
  'customs',
  'oem',
  'warehouse',
  'comprehensive',
] as const;
export type ServiceType = (typeof serviceTypes)[number];

const emailAddress = z.email();

/**
 * Longest texts the public forms take (product.md §5 names none): room for any real answer, no room for
 * a megabyte of spam. docs/product-decisions.md "Input limits".
 */
export const PUBLIC_FORM_LIMITS = {
  name: 200,
  phone: 50,
  email: 254,
  text: 200,
  message: 5000,
} as const;
const optionalFormText = plainTextField(PUBLIC_FORM_LIMITS.text).optional();

/**
 * Every message the public forms answer, by its key under `formErrors` in the `public` dictionary.
 * The schemas say these texts (product.md §5: Russian for the quote, English for the contact form);
 * the orders service answers each in the language the call asks for (the body's `language`, else
 * Accept-Language), by its key, from the same dictionary, and these texts when it asks for none
 * (services/orders/src/public-forms). The page shows its own translation of any of them
 * (mf-public `useFieldErrorText`).
 */
export const publicFormMessages = {
  contactPersonRequired: 'Контактное лицо обязательно',
  phoneRequired: 'Телефон обязателен',
  phoneInvalid: phoneMessages.invalid,
  emailInvalid: 'Введите корректный email',
  serviceTypeRequired: 'Выберите тип услуги',
  descriptionTooShort: 'Опишите ваш запрос подробнее',
  nameRequired: 'Name is required',
  contactEmailInvalid: 'Please enter a valid email',
  subjectRequired: 'Subject is required',
  messageTooShort: 'Message must be at least 10 characters',
  notAText: fieldMessages.notAText,
  badCharacters: fieldMessages.badCharacters,
} as const;
export type PublicFormMessageKey = keyof typeof publicFormMessages;

/** A public form's message as a dictionary key and its values: undefined for a text it does not know. */
export function publicFormMessageKey(
  message: string,
): { key: PublicFormMessageKey | 'tooLong'; values?: { max: number } } | undefined {
  const known = Object.entries(publicFormMessages).find(([, text]) => text === message);
  if (known) return { key: known[0] as PublicFormMessageKey };
  const limit = Object.values(PUBLIC_FORM_LIMITS).find(
    (max) => fieldMessages.tooLong(max) === message,
  );
  return limit === undefined ? undefined : { key: 'tooLong', values: { max: limit } };
}

/** POST /api/quote-requests body (product.md §3, messages of product.md §5). */
export const quoteRequest = z.object({
  name: requiredTextField(publicFormMessages.contactPersonRequired, 1, PUBLIC_FORM_LIMITS.name),
  // A blank phone is told only that it is required.
  phone: requiredTextField(publicFormMessages.phoneRequired, 1, PUBLIC_FORM_LIMITS.phone).refine(
    (phone) => phone === '' || isPhoneNumber(phone),
    publicFormMessages.phoneInvalid,
  ),
  email: plainTextField(PUBLIC_FORM_LIMITS.email)
    .trim()
    .refine(
      (email) => email === '' || emailAddress.safeParse(email).success,
      publicFormMessages.emailInvalid,
    )
    .optional(),
  company: optionalFormText,
  serviceType: requiredTextField(
    publicFormMessages.serviceTypeRequired,
    1,
    PUBLIC_FORM_LIMITS.text,
  ),
  sourceCountry: optionalFormText,
  destinationCountry: optionalFormText,
  estimatedBudget: optionalFormText,
  timeline: optionalFormText,
  description: requiredTextField(
    publicFormMessages.descriptionTooShort,
    10,
    PUBLIC_FORM_LIMITS.message,
  ),
});
export type QuoteRequest = z.infer<typeof quoteRequest>;

/** Answer of POST /api/quote-requests and POST /api/contact (201): the stored submission awaits handling. */
export const publicSubmissionAnswer = z.object({
  id: z.number().int().positive(),
  status: z.literal('new'),
});
export type PublicSubmissionAnswer = z.infer<typeof publicSubmissionAnswer>;

/** Fields each quote wizard step validates before moving on (product.md §4); step 3 submits the whole form. */
export const quoteRequestStepFields = {
  1: ['name', 'phone', 'email'],
  2: ['serviceType'],
  3: ['description'],
} as const satisfies Record<1 | 2 | 3, readonly (keyof QuoteRequest)[]>;

/** POST /api/contact body (product.md §3, messages of product.md §5). */
export const contactMessage = z.object({
  name: requiredTextField(publicFormMessages.nameRequired, 1, PUBLIC_FORM_LIMITS.name),
  email: z.email(publicFormMessages.contactEmailInvalid).max(PUBLIC_FORM_LIMITS.email),
  phone: plainTextField(PUBLIC_FORM_LIMITS.phone)
    .trim()
    .refine((phone) => phone === '' || isPhoneNumber(phone), publicFormMessages.phoneInvalid)
    .optional(),
  subject: requiredTextField(publicFormMessages.subjectRequired, 1, PUBLIC_FORM_LIMITS.text),
  message: requiredTextField(publicFormMessages.messageTooShort, 10, PUBLIC_FORM_LIMITS.message),
});
export type ContactMessage = z.infer<typeof contactMessage>;
