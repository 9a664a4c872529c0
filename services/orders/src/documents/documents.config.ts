import { z } from 'zod';

/**
 * What printed documents say about the company and where labels point. PUBLIC_BASE_URL is the
 * address clients reach the product at: a label's QR code opens PUBLIC_BASE_URL/portal?code=….
 */
export const documentSettings = {
  PUBLIC_BASE_URL: z.url().default('http://127.0.0.1:8080'),
  COMPANY_NAME: z.string().default('Silkway'),
  COMPANY_ADDRESS: z.string().default(''),
  COMPANY_PHONE: z.string().default(''),
  COMPANY_EMAIL: z.string().default(''),
  COMPANY_TAX_ID: z.string().default(''),
};

export type DocumentSettings = {
  [K in keyof typeof documentSettings]: z.infer<(typeof documentSettings)[K]>;
};

/** The tracking address a label's QR code carries. */
export const trackingAddress = (publicBaseUrl: string, orderCode: string): string =>
  `${publicBaseUrl.replace(/\/+$/, '')}/portal?code=${encodeURIComponent(orderCode)}`;
