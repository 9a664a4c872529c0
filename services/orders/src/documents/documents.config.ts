import { z } from 'zod';
import type { PdfPage } from './pdf-page.js';

/**
 * What printed documents say about the company and where labels point. PUBLIC_BASE_URL is the
 * address clients reach the product at: a label's QR code opens PUBLIC_BASE_URL/portal?code=…&item=….
 */
export const documentSettings = {
  PUBLIC_BASE_URL: z.url().default('http://127.0.0.1:8080'),
  // The site's spelling of the name (the `brand` text): one name on the site and on paper.
  COMPANY_NAME: z.string().default('Silk Way'),
  COMPANY_ADDRESS: z.string().default(''),
  COMPANY_PHONE: z.string().default(''),
  COMPANY_EMAIL: z.string().default(''),
  COMPANY_TAX_ID: z.string().default(''),
  /** Bank, account and SWIFT as one line, as clients copy it into a payment order. */
  COMPANY_BANK_DETAILS: z.string().default(''),
};

export type DocumentSettings = {
  [K in keyof typeof documentSettings]: z.infer<(typeof documentSettings)[K]>;
};

/**
 * The address a label's QR code carries: the order's public tracking page, naming the item too, so
 * the back office's scan screen tells two items of one order apart (issue 34).
 */
export const labelAddress = (publicBaseUrl: string, orderCode: string, itemId: number): string =>
  `${publicBaseUrl.replace(/\/+$/, '')}/portal?code=${encodeURIComponent(orderCode)}&item=${itemId}`;

/**
 * The company block heading every invoice, packing list and statement: its name, then the lines
 * configured (address, phone and e-mail, tax id, bank details). Answers where the block ends.
 */
export function drawCompanyHeader(
  page: PdfPage,
  company: DocumentSettings,
  left: number,
  top: number,
): number {
  page.text(company.COMPANY_NAME, left, top, { size: 14, bold: true });
  const lines = [
    company.COMPANY_ADDRESS,
    [company.COMPANY_PHONE, company.COMPANY_EMAIL].filter(Boolean).join(' · '),
    company.COMPANY_TAX_ID,
    company.COMPANY_BANK_DETAILS,
  ].filter(Boolean);
  lines.forEach((line, index) =>
    page.text(line, left, top + 20 + index * 12, { size: 8.5, width: 260 }),
  );
  return top + 20 + lines.length * 12;
}
