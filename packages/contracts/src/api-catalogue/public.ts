import { z } from 'zod';
import { followOrderAnswer, followOrderBody } from '../notifications.js';
import { trackingOrderAnswer } from '../orders.js';
import { PUBLIC_STAT_FIELDS } from '../public-stats.js';
import { blogArticle, blogListQuery } from '../blog.js';
import { contactMessage, publicSubmissionAnswer, quoteRequest } from '../public.js';
import { defineCall, json, jsonBody } from './define-call.js';
import { trackingCodeParams } from './params.js';

/** The figures the orders service sends; pages read them with readPublicStats, which needs no zod. */
const publicStatsAnswer = z.object(
  Object.fromEntries(
    PUBLIC_STAT_FIELDS.map((field) => [field, z.number().nonnegative().optional()]),
  ) as Record<(typeof PUBLIC_STAT_FIELDS)[number], z.ZodOptional<z.ZodNumber>>,
);

/** The public site and the client portal (product.md §7). */
export const publicCalls = {
  stats: defineCall({
    method: 'GET',
    path: '/api/stats',
    owner: 'orders',
    summary: 'Figures of the home page',
    answer: json(publicStatsAnswer),
  }),
  // One person sends a form or two: a flood of them is spam (docs/security.md "Public forms").
  submitQuoteRequest: defineCall({
    method: 'POST',
    path: '/api/quote-requests',
    owner: 'orders',
    rateLimit: 'public-submissions',
    summary: 'Send a quote request',
    body: jsonBody(quoteRequest),
    answer: json(publicSubmissionAnswer, 201),
  }),
  submitContactMessage: defineCall({
    method: 'POST',
    path: '/api/contact',
    owner: 'orders',
    rateLimit: 'public-submissions',
    summary: 'Send a contact message',
    body: jsonBody(contactMessage),
    answer: json(publicSubmissionAnswer, 201),
  }),
  listBlogArticles: defineCall({
    method: 'GET',
    path: '/api/blog',
    owner: 'orders',
    summary: 'Published blog articles, newest first',
    query: blogListQuery,
    answer: json(z.array(blogArticle)),
  }),
};

export const trackingCalls = {
  // Tracking codes must not be guessable by brute force: docs/security.md "Tracking lookups".
  // The code calls this tracking (api.tracking.trackOrder, services/orders/src/tracking, the portal's
  // tracking page); only the URL says search, because the spec's API table fixes it. The calls this
  // product adds for tracking (following an order) live under /api/track.
  trackOrder: defineCall({
    method: 'GET',
    path: '/api/search/orders/{code}',
    owner: 'orders',
    rateLimit: 'tracking-lookups',
    summary: 'An order as its client sees it, by tracking code (404 when unknown)',
    params: trackingCodeParams,
    answer: json(trackingOrderAnswer),
  }),
  followOrder: defineCall({
    method: 'POST',
    path: '/api/track/{code}/subscriptions',
    owner: 'orders',
    rateLimit: 'tracking-subscriptions',
    summary: 'Follow an order by e-mail (double opt-in); 202 whether or not the code exists',
    params: z.object({ code: z.string() }),
    body: jsonBody(followOrderBody),
    answer: json(followOrderAnswer, 202),
  }),
};
