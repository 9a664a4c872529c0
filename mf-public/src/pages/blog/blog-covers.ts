import type { BlogArticle } from '@silkway/contracts';
import cargoConsolidation from './covers/cargo-consolidation.svg';
import chinaTajikistanRoutes from './covers/china-tajikistan-routes.svg';
import customsClearanceTajikistan from './covers/customs-clearance-tajikistan.svg';
import firstPurchasePlan from './covers/first-purchase-plan.svg';
import landedCost from './covers/landed-cost.svg';
import supplierVerification from './covers/supplier-verification.svg';

/** Every cover is drawn on a 640 × 360 canvas (16:9), so a page reserves its place before it loads. */
export const BLOG_COVER_SIZE = { width: 640, height: 360 } as const;

/**
 * The blog's own covers (hand-drawn SVGs, built with a content hash and cached for a year), by the name
 * an article's `featuredImage` gives (`blog-covers/{name}.svg`); each has its alt text under
 * `blog.covers.{name}` in the `public` dictionary.
 */
const covers: Record<string, string> = {
  'cargo-consolidation': cargoConsolidation,
  'china-tajikistan-routes': chinaTajikistanRoutes,
  'customs-clearance-tajikistan': customsClearanceTajikistan,
  'first-purchase-plan': firstPurchasePlan,
  'landed-cost': landedCost,
  'supplier-verification': supplierVerification,
};

/** The names of our covers (`blog-covers/{name}.svg`). */
export const blogCoverNames = Object.keys(covers);

export interface BlogCover {
  src: string;
  /** Key of the alt text in the `public` dictionary, or undefined for an image the blog does not know. */
  altKey?: string;
}

const COVER_PATH = /^\/?blog-covers\/([a-z0-9-]+)\.svg$/;

/**
 * An article's cover: one of ours by its `featuredImage` (or, for an article written before covers had
 * a path, by its slug), any other path as it is, none otherwise.
 */
export function blogCoverOf(
  article: Pick<BlogArticle, 'featuredImage' | 'slug'>,
): BlogCover | undefined {
  const image = article.featuredImage ?? undefined;
  const name = image ? COVER_PATH.exec(image)?.[1] : article.slug;
  const src = name ? covers[name] : undefined;
  if (src) return { src, altKey: `blog.covers.${name}` };
  return image ? { src: image } : undefined;
}
