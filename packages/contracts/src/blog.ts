import { z } from 'zod';

// The blog's calls live apart from the public forms' (public.ts), so a page that reads articles does not
// bring the forms' phone-number rules (libphonenumber-js's metadata, 48 KB compressed) along.

export const blogCategories = ['logistics', 'business', 'customs', 'analytics'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** An article is written in one of the four interface languages (product.md §4). */
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
  /** The article's address: /blog/{slug} (and /en/blog/{slug}, …). */
  slug: z.string().optional(),
  title: z.string(),
  excerpt: z.string(),
  /** Markup of product.md §9: `##`/`###` headings, `-` and numbered lists, `**bold**`; never HTML. */
  content: z.string(),
  category: z.enum(blogCategories),
  featuredImage: z.string().nullable().optional(),
  createdAt: z.string(),
  language: z.enum(blogLanguages),
});
export type BlogArticle = z.infer<typeof blogArticle>;

/** One article of the GET /api/blog answer as a client reads it: `created_at` is accepted for `createdAt` (product.md §3). */
export const blogArticleAnswer = z.preprocess((raw) => {
  if (raw && typeof raw === 'object' && !('createdAt' in raw) && 'created_at' in raw) {
    const { created_at: createdAt, ...rest } = raw as Record<string, unknown>;
    return { ...rest, createdAt };
  }
  return raw;
}, blogArticle);
