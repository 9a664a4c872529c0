import type { BlogArticleSeed } from './blog-article-seed.js';
import { cargoConsolidation } from './cargo-consolidation.js';
import { chinaTajikistanRoutes } from './china-tajikistan-routes.js';
import { customsClearanceTajikistan } from './customs-clearance-tajikistan.js';
import { firstPurchasePlan } from './first-purchase-plan.js';
import { landedCost } from './landed-cost.js';
import { supplierVerification } from './supplier-verification.js';

/** The blog's first articles, oldest first. */
export const blogArticleSeeds: BlogArticleSeed[] = [
  supplierVerification,
  cargoConsolidation,
  customsClearanceTajikistan,
  chinaTajikistanRoutes,
  firstPurchasePlan,
  landedCost,
];
