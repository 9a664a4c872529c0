import {
  type DocumentLanguage,
  type ItemAnswer,
  type OrderTotals,
  type OrderWithItemsAnswer,
  sumOrderTotals,
} from '@silkway/contracts';
import { formatDate, formatMoney, formatNumber } from '@silkway/i18n/formats';
import QRCode from 'qrcode';
import { DOCUMENT_TEXTS } from './document-texts.js';
import { type DocumentSettings, drawCompanyHeader, labelAddress } from './documents.config.js';
import { mm, PdfPage } from './pdf-page.js';

const MARGIN = 40;

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
  value(item: ItemAnswer, index: number): string;
}

// Written as every screen writes them, in the document's language.
const dollars = (amount: number, lang: DocumentLanguage) => formatMoney(amount, 'USD', lang);
const measure = (value: number, lang: DocumentLanguage) => formatNumber(value, lang, { max: 3 });
const orderNumber = (order: OrderWithItemsAnswer) => order.code ?? String(order.id);

/** Invoice (A4): company, client, every item with its prices and totals (product.md §9), the balance due. */
export function renderInvoice(
  order: OrderWithItemsAnswer,
  lang: DocumentLanguage,
  company: DocumentSettings,
): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[lang];
  const columns: Column[] = [
    { title: t.code, width: 82, value: (item) => item.code },
    { title: t.item, width: 110, value: (item) => item.name },
    { title: t.quantity, width: 40, align: 'right', value: (item) => String(item.quantity) },
    {
      title: t.unitPrice,
      width: 63,
      align: 'right',
      value: (item) => dollars(item.pricePerUnit, lang),
    },
    { title: t.goods, width: 65, align: 'right', value: (item) => dollars(item.totalPrice, lang) },
    {
      title: t.transport,
      width: 68,
      align: 'right',
      value: (item) => dollars(item.totalTransportCost, lang),
    },
    {
      title: t.amount,
      width: 65,
      align: 'right',
      value: (item) => dollars(item.totalAmount, lang),
    },
  ];
  return renderItemTable(order, lang, company, t.invoice, columns, (totals) => [
    [t.total, dollars(totals.totalAmount, lang)],
    [t.remaining, dollars(totals.remainingAmount, lang)],
  ]);
}

/** Packing list (A4): what travels, with quantities, weights and volumes and their sums. */
export function renderPackingList(
  order: OrderWithItemsAnswer,
  lang: DocumentLanguage,
  company: DocumentSettings,
): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[lang];
  const columns: Column[] = [
    { title: t.code, width: 70, value: (item) => item.code },
    {
      title: t.item,
      width: 200,
      value: (item) => [item.name, item.characteristics].filter(Boolean).join(' · '),
    },
    { title: t.quantity, width: 55, align: 'right', value: (item) => String(item.quantity) },
    { title: t.weight, width: 84, align: 'right', value: (item) => measure(item.weight, lang) },
    { title: t.volume, width: 84, align: 'right', value: (item) => measure(item.volume, lang) },
  ];
  return renderItemTable(order, lang, company, t.packingList, columns, (totals) => [
    [t.quantity, `${totals.totalQuantity} ${t.pieces}`],
    [t.weight, measure(totals.totalWeight, lang)],
    [t.volume, measure(totals.totalVolume, lang)],
  ]);
}

/**
 * A document of the order's items: `documentName` № the order's number, its facts, the items
 * numbered in `itemColumns` and the lines `totalsOf` makes of the order's sums.
 */
async function renderItemTable(
  order: OrderWithItemsAnswer,
  lang: DocumentLanguage,
  company: DocumentSettings,
  documentName: string,
  itemColumns: Column[],
  totalsOf: (sums: OrderTotals) => Array<[string, string]>,
): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[lang];
  const title = `${documentName} № ${orderNumber(order)}`;
  const columns: Column[] = [
    { title: '№', width: 22, value: (_, index) => String(index + 1) },
    ...itemColumns,
  ];
  const page = new PdfPage('A4', MARGIN, title);
  const right = page.width - MARGIN;
  const companyBottom = drawCompanyHeader(page, company, MARGIN, MARGIN);
  page.text(title, 300, MARGIN, { size: 15, bold: true, width: right - 300, align: 'right' });
  const titleHeight = page.heightOf(title, right - 300, 15, true);
  page.text(`${t.date}: ${formatDate(new Date(), lang)}`, 300, MARGIN + titleHeight + 4, {
    width: right - 300,
    align: 'right',
  });

  let y = Math.max(companyBottom + 12, MARGIN + Math.max(80, titleHeight + 40));
  const facts: Array<[string, string | null]> = [
    [t.order, `${orderNumber(order)} — ${order.name}`],
    [
      t.client,
      [order.counterpartyName, order.counterpartyCompany].filter(Boolean).join(', ') || null,
    ],
    [t.destination, order.destination],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    page.text(`${label}:`, MARGIN, y, { bold: true, size: 9.5 });
    page.text(value, MARGIN + 90, y, { size: 9.5, width: right - MARGIN - 90 });
    y += 15;
  }
  y += 10;

  // Every cell may wrap (long codes, two-line headings): a row is as tall as its tallest cell.
  const rowHeightOf = (texts: string[], size: number, bold = false) =>
    Math.max(
      ...texts.map((text, index) => page.heightOf(text, columns[index]!.width - 4, size, bold)),
    );
  const header = () => {
    const headerHeight = rowHeightOf(
      columns.map((column) => column.title),
      8,
      true,
    );
    let x = MARGIN;
    for (const column of columns) {
      page.text(column.title, x + 2, y, {
        width: column.width - 4,
        bold: true,
        size: 8,
        align: column.align ?? 'left',
      });
      x += column.width;
    }
    y += Math.max(16, headerHeight + 6);
    page.line(MARGIN, y - 3, right, y - 3, '#1f2937');
  };
  header();
  order.items.forEach((item, index) => {
    const cells = columns.map((column) => column.value(item, index));
    const rowHeight = Math.max(14, rowHeightOf(cells, 8.5) + 5);
    if (y + rowHeight > page.height - MARGIN - 60) {
      page.doc.addPage();
      y = MARGIN;
      header();
    }
    let x = MARGIN;
    for (const [columnIndex, column] of columns.entries()) {
      page.text(cells[columnIndex]!, x + 2, y, {
        width: column.width - 4,
        size: 8.5,
        align: column.align ?? 'left',
      });
      x += column.width;
    }
    y += rowHeight;
    page.line(MARGIN, y - 3, right, y - 3);
  });
  y += 8;
  for (const [label, value] of totalsOf(sumOrderTotals(order.items))) {
    page.text(label, right - 300, y, { width: 200, bold: true, align: 'right', size: 9.5 });
    page.text(value, right - 95, y, { width: 95, bold: true, align: 'right', size: 9.5 });
    y += 15;
  }
  return page.toBuffer();
}

/**
 * One 100×150 mm label per item: a QR code of the order's public tracking address naming the item
 * (large, with a quiet zone, so a phone camera reads it from a box), the order and item codes, name, quantity,
 * weight and destination.
 */
export async function renderLabels(
  order: OrderWithItemsAnswer & { code: string },
  items: readonly ItemAnswer[],
  lang: DocumentLanguage,
  company: DocumentSettings,
): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[lang];
  const page = new PdfPage([mm(100), mm(150)], mm(6), `${t.label} ${order.code}`);
  const left = mm(6);
  const width = page.width - 2 * left;
  for (const [index, item] of items.entries()) {
    if (index > 0) page.doc.addPage();
    const qr = await QRCode.toBuffer(labelAddress(company.PUBLIC_BASE_URL, order.code, item.id), {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 4,
      width: 600,
    });
    page.text(company.COMPANY_NAME, left, left, { size: 9, bold: true, width });
    page.text(`${t.order}: ${order.code}`, left, left + 14, {
      size: 16,
      bold: true,
      width,
      oneLine: true,
    });
    const qrSize = mm(62);
    page.doc.image(qr, (page.width - qrSize) / 2, left + mm(14), { width: qrSize, height: qrSize });
    let y = left + mm(14) + qrSize + 2;
    page.text(t.scanToTrack, left, y, { size: 7.5, width, align: 'center' });
    y += 16;
    page.line(left, y, page.width - left, y, '#1f2937');
    y += 6;
    page.text(`${t.code}: ${item.code}`, left, y, { size: 14, bold: true, width, oneLine: true });
    y += 22;
    page.text(item.name, left, y, { size: 11, width });
    y += Math.min(page.heightOf(item.name, width, 11), 42) + 6;
    page.text(`${t.quantity}: ${item.quantity} ${t.pieces}`, left, y, { size: 10, width });
    y += 15;
    page.text(
      `${t.weight}: ${measure(item.weight, lang)}${item.volume > 0 ? `    ${t.volume}: ${measure(item.volume, lang)}` : ''}`,
      left,
      y,
      { size: 10, width },
    );
    y += 18;
    page.text(`${t.destination}: ${item.destination ?? order.destination ?? '—'}`, left, y, {
      size: 10,
      bold: true,
      width,
    });
  }
  return page.toBuffer();
}
