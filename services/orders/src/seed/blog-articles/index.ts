import type { BlogArticleSeed } from './blog-article-seed.js';
import { chinaTajikistanRoutes } from './china-tajikistan-routes.js';

/** The blog's first articles, oldest first. */
export const blogArticleSeeds: BlogArticleSeed[] = [chinaTajikistanRoutes];
