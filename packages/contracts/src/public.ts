import { z } from 'zod';
import { requiredTextField } from './form-fields.js';

/** Service types a quote request may name (SPEC §3); `comprehensive` is labelled "support" on screen. */
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

/** POST /api/quote-requests body (SPEC §3, messages of SPEC §5). */
export const quoteRequest = z.object({
  name: requiredTextField('Контактное лицо обязательно'),
  phone: requiredTextField('Телефон обязателен'),
  email: z
    .string()
    .trim()
    .refine(
      (email) => email === '' || emailAddress.safeParse(email).success,
      'Введите корректный email',
    )
    .optional(),
  company: z.string().optional(),
  serviceType: requiredTextField('Выберите тип услуги'),
  sourceCountry: z.string().optional(),
  destinationCountry: z.string().optional(),
  estimatedBudget: z.string().optional(),
  timeline: z.string().optional(),
  description: requiredTextField('Опишите ваш запрос подробнее', 10),
});
export type QuoteRequest = z.infer<typeof quoteRequest>;

/** Answer of POST /api/quote-requests and POST /api/contact (201): the stored submission awaits handling. */
export const publicSubmissionAnswer = z.object({
  id: z.number().int().positive(),
  status: z.literal('new'),
});
export type PublicSubmissionAnswer = z.infer<typeof publicSubmissionAnswer>;

/** Fields each quote wizard step validates before moving on (SPEC §4); step 3 submits the whole form. */
export const quoteRequestStepFields = {
  1: ['name', 'phone', 'email'],
  2: ['serviceType'],
  3: ['description'],
} as const satisfies Record<1 | 2 | 3, readonly (keyof QuoteRequest)[]>;

/** POST /api/contact body (SPEC §3, messages of SPEC §5). */
export const contactMessage = z.object({
  name: requiredTextField('Name is required'),
  email: z.email('Please enter a valid email'),
  phone: z.string().optional(),
  subject: requiredTextField('Subject is required'),
  message: requiredTextField('Message must be at least 10 characters', 10),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** GET /api/stats answer (SPEC §3); a missing or malformed field reads as absent and the pages show SPEC §9 fallbacks. */
const statFigure = z.number().nonnegative().optional().catch(undefined);
export const publicStats = z.object({
  yearsExperience: statFigure,
  totalOrders: statFigure,
  countriesServed: statFigure,
  satisfactionRate: statFigure,
  onTimeDelivery: statFigure,
  averageSavings: statFigure,
  warehouses: statFigure,
});
export type PublicStats = z.infer<typeof publicStats>;

export const blogCategories = ['logistics', 'business', 'customs', 'analytics'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** An article is written in one of the four interface languages (SPEC §4). */
export const blogLanguages = ['ru', 'tj', 'en', 'zh'] as const;

/**
 * GET /api/blog query: with `lang`, one entry per article in that language or else in Russian;
 * without it, every translation (each entry names its language). `category=all` filters nothing.
 */
export const blogListQuery = z.object({
  lang: z.enum(blogLanguages).optional(),
  category: z.enum(['all', ...blogCategories]).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;
export type BlogLanguage = (typeof blogLanguages)[number];

/** One element of the GET /api/blog answer. */
export const blogArticle = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  excerpt: z.string(),
  /** Markup of SPEC §9: `##`/`###` headings, `-` and numbered lists, `**bold**`; never HTML. */
  content: z.string(),
  category: z.enum(blogCategories),
  featuredImage: z.string().nullable().optional(),
  createdAt: z.string(),
  language: z.enum(blogLanguages),
});
export type BlogArticle = z.infer<typeof blogArticle>;

/** One article of the GET /api/blog answer as a client reads it: `created_at` is accepted for `createdAt` (SPEC §3). */
export const blogArticleAnswer = z.preprocess((raw) => {
  if (raw && typeof raw === 'object' && !('createdAt' in raw) && 'created_at' in raw) {
    const { created_at: createdAt, ...rest } = raw as Record<string, unknown>;
    return { ...rest, createdAt };
  }
  return raw;
}, blogArticle);
