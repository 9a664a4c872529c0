import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { documentMessages } from '@silkway/contracts';
import { formatDate, formatMoney, formatNumber } from '@silkway/i18n/formats';
import {
  startTestService,
  TEST_INTERNAL_TOKEN,
  type TestService,
} from '@silkway/service-kit/testing';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

// Starting a service runs its migrations: on a busy machine that takes longer than jest's 5 s default.
jest.setTimeout(60_000);

const run = promisify(execFile);
// jsqr is CommonJS with its function on `default`: the type checker sees the module object, jest's interop the function.
type DecodeQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const decodeQr = (
  typeof jsQRModule === 'function'
    ? jsQRModule
    : (jsQRModule as unknown as { default: DecodeQr }).default
) as DecodeQr;

/** The PDF's text as poppler reads it (what a search or a copy-paste sees). */
async function pdfText(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'silkway-pdf-'));
  try {
    await writeFile(join(folder, 'document.pdf'), pdf);
    await run('pdftotext', ['-layout', join(folder, 'document.pdf'), join(folder, 'document.txt')]);
    // Intl's no-break spaces (groups, currency codes) compared as plain ones.
    return (await readFile(join(folder, 'document.txt'), 'utf8')).replace(/[\u00a0\u202f]/g, ' ');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Pairs of words whose boxes cover each other on the same page: text printed over text. */
async function overlappingWords(pdf: Buffer): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'silkway-pdf-'));
  try {
    await writeFile(join(folder, 'document.pdf'), pdf);
    await run('pdftotext', ['-bbox', join(folder, 'document.pdf'), join(folder, 'words.html')]);
    const html = await readFile(join(folder, 'words.html'), 'utf8');
    const overlaps: string[] = [];
    for (const page of html.split('<page ').slice(1)) {
      const words = [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map(([, x1, y1, x2, y2, text]) => ({ x1: +x1!, y1: +y1!, x2: +x2!, y2: +y2!, text }));
      // A point of slack: glyph boxes of neighbouring lines may touch.
      const cover = (a1: number, a2: number, b1: number, b2: number) =>
        Math.min(a2, b2) - Math.max(a1, b1) > 1;
      words.forEach((a, index) =>
        words.slice(index + 1).forEach((b) => {
          if (cover(a.x1, a.x2, b.x1, b.x2) && cover(a.y1, a.y2, b.y1, b.y2))
            overlaps.push(`${a.text} × ${b.text}`);
        }),
      );
    }
    return overlaps;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Page `page` rendered at 150 dpi, as a phone camera would see it printed. */
async function pageImage(pdf: Buffer, page: number): Promise<PNG> {
  const folder = await mkdtemp(join(tmpdir(), 'silkway-pdf-'));
  try {
    await writeFile(join(folder, 'document.pdf'), pdf);
    await run('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      String(page),
      '-l',
      String(page),
      join(folder, 'document.pdf'),
      join(folder, 'page'),
    ]);
    const [file] = (await readdir(folder)).filter((name) => name.endsWith('.png'));
    return PNG.sync.read(await readFile(join(folder, file!)));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('orders service: printed documents', () => {
  let service: TestService<OrdersConfig>;
  let orderId: number;
  let itemIds: number[];
  let filed: Array<{ url: string; body: { name: string; fileData: string; type: string } }>;
  let files: Server;

  beforeAll(async () => {
    filed = [];
    files = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.headers['x-internal-token'] !== TEST_INTERNAL_TOKEN)
          return void response.writeHead(401).end();
        filed.push({ url: request.url ?? '', body: JSON.parse(body) });
        response.writeHead(201, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: filed.length,
            name: JSON.parse(body).name,
            mimeType: 'application/pdf',
            fileSize: 1,
            url: '/api/files/1/download',
            createdAt: new Date().toISOString(),
            type: 'application/pdf',
            folderId: null,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    service = await startTestService(ordersService, {
      FILES_URL: `http://127.0.0.1:${(files.address() as AddressInfo).port}`,
      PUBLIC_BASE_URL: 'https://track.example.tj/',
      COMPANY_NAME: 'ООО «Шёлковый путь»',
      COMPANY_ADDRESS: 'Душанбе, проспект Рӯдакӣ 1',
      COMPANY_TAX_ID: 'ИНН 020012345',
      COMPANY_BANK_DETAILS: 'Амонатбонк, р/с 20202972100000001234, SWIFT AMNBTJ22',
    });
    const client = (
      await service.call('POST', '/api/admin/counterparties', {
        body: { name: 'Фирдавс Назаров', company: 'Памир Трейд' },
      })
    ).body.id;
    orderId = (
      await service.call('POST', '/api/admin/orders', {
        body: {
          name: 'Текстиль 2026',
          code: 'SW-2026-7',
          counterpartyId: client,
          destination: 'Душанбе',
        },
      })
    ).body.id;
    itemIds = [];
    for (const item of [
      {
        code: 'TX-01',
        name: 'Ткань хлопковая',
        quantity: 4,
        weight: '12.5',
        pricePerUnit: '10',
        transportPrice: '2',
      },
      {
        code: 'LD-02',
        name: '灯具 Чароғи ҷадид',
        quantity: 2,
        weight: '3',
        volume: '0.4',
        pricePerUnit: '7.25',
      },
    ]) {
      itemIds.push(
        (await service.call('POST', `/api/admin/orders/${orderId}/items`, { body: item })).body.id,
      );
    }
  });
  afterAll(async () => {
    await service?.close();
    await new Promise((resolve) => files?.close(resolve));
  });

  const pdf = async (path: string, lang?: string) => {
    const answer = await service.call('GET', path, lang ? { query: { lang } } : {});
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    return answer.rawBody;
  };

  const words = {
    ru: ['Счёт', 'Упаковочный лист', 'Итого'],
    tj: ['Ҳисобнома', 'Варақаи бастабандӣ', 'Ҳамагӣ'],
    en: ['Invoice', 'Packing list', 'Total'],
    zh: ['发票', '装箱单', '合计'],
  } as const;

  it.each(Object.entries(words))(
    'writes the invoice and the packing list in %s with the order codes and names',
    async (lang, [invoiceTitle, packingTitle, total]) => {
      const { totalAmount } = (await service.call('GET', `/api/admin/orders/${orderId}`)).body;
      const invoice = await pdfText(await pdf(`/api/admin/orders/${orderId}/invoice.pdf`, lang));
      for (const text of [
        invoiceTitle,
        total,
        'SW-2026-7',
        'Текстиль 2026',
        'Фирдавс Назаров',
        'TX-01',
        'Ткань хлопковая',
        'LD-02',
        '灯具',
        'Чароғи ҷадид',
        'ООО «Шёлковый путь»',
        'Рӯдакӣ',
        'ИНН 020012345',
        'SWIFT AMNBTJ22',
        // Money, measures and the day as the screens write them in the document's language.
        formatMoney(totalAmount, 'USD', lang),
        formatDate(new Date(), lang),
      ]) {
        expect(invoice).toContain(text.replace(/[\u00a0\u202f]/g, ' '));
      }
      const packing = await pdfText(
        await pdf(`/api/admin/orders/${orderId}/packing-list.pdf`, lang),
      );
      for (const text of [
        packingTitle,
        'SW-2026-7',
        'TX-01',
        'LD-02',
        'Ткань хлопковая',
        formatNumber(15.5, lang),
        formatNumber(0.4, lang),
      ])
        expect(packing).toContain(text);
    },
  );

  it('grows a row to its tallest cell, so long codes and two-line headings print over nothing', async () => {
    const order = (
      await service.call('POST', '/api/admin/orders', {
        body: { name: 'Длинные коды', code: 'SW-2026-LONG' },
      })
    ).body.id;
    for (const code of ['PR-1795460087208-A', 'PR-1795460087208-B-EXTRA-LONG-CODE'])
      await service.call('POST', `/api/admin/orders/${order}/items`, {
        body: { code, name: 'Ткань хлопковая с очень длинным названием', transportPrice: '2' },
      });
    for (const lang of ['ru', 'tj', 'en', 'zh']) {
      for (const document of ['invoice', 'packing-list'])
        expect(
          await overlappingWords(await pdf(`/api/admin/orders/${order}/${document}.pdf`, lang)),
        ).toEqual([]);
    }
  });

  it('prints one 100×150 mm label per item whose QR code opens the order tracking address naming the item', async () => {
    const labels = await pdf(`/api/admin/orders/${orderId}/labels.pdf`, 'tj');
    const text = await pdfText(labels);
    expect(text.split('\f').filter((page) => page.trim()).length).toBe(2);
    for (const fragment of [
      'SW-2026-7',
      'TX-01',
      'LD-02',
      'Ткань хлопковая',
      'Чароғи ҷадид',
      'Душанбе',
    ])
      expect(text).toContain(fragment);
    const image = await pageImage(labels, 2);
    // 100 mm at 150 dpi.
    expect(image.width).toBe(Math.round((100 / 25.4) * 150));
    const qr = decodeQr(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(qr?.data).toBe(`https://track.example.tj/portal?code=SW-2026-7&item=${itemIds[1]}`);

    const single = await pdf(`/api/admin/order-items/${itemIds[1]}/label.pdf`);
    const singleText = await pdfText(single);
    expect(singleText).toContain('LD-02');
    expect(singleText).not.toContain('TX-01');
  });

  it('refuses documents for an order without items, and a language it does not know', async () => {
    const empty = (await service.call('POST', '/api/admin/orders', { body: { name: 'Пустой' } }))
      .body.id;
    const refused = await service.call('GET', `/api/admin/orders/${empty}/labels.pdf`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(documentMessages.noItems);
    expect(
      (
        await service.call('GET', `/api/admin/orders/${orderId}/invoice.pdf`, {
          query: { lang: 'de' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await service.call('GET', '/api/admin/orders/999999/invoice.pdf')).statusCode).toBe(
      404,
    );
  });

  it('files a generated document into the order documents through the files service', async () => {
    const saved = await service.call('POST', `/api/admin/orders/${orderId}/documents/generated`, {
      body: { kind: 'packing-list', lang: 'en' },
    });
    expect(saved.statusCode).toBe(201);
    expect(filed).toHaveLength(1);
    expect(filed[0]!.url).toBe(`/api/admin/orders/${orderId}/documents`);
    expect(filed[0]!.body.name).toBe('packing-list-SW-2026-7-en.pdf');
    const bytes = Buffer.from(
      filed[0]!.body.fileData.replace(/^data:application\/pdf;base64,/, ''),
      'base64',
    );
    expect(await pdfText(bytes)).toContain('Packing list');
    expect(
      (
        await service.call('POST', `/api/admin/orders/${orderId}/documents/generated`, {
          body: { kind: 'receipt' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
