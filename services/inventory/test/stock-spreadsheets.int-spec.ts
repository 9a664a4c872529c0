import { MAX_IMPORT_ROWS, spreadsheetMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import ExcelJS from 'exceljs';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';

const CSV = { 'content-type': 'text/csv' };
const HEADINGS =
  'Код,Название,Описание,Характеристики,Количество,"Цена за единицу, USD",Вес / объём,Единица (kg или m³),"Срок доставки, дней",Транспорт';

// Starting a service runs its migrations: on a busy machine that takes longer than jest's 5 s default.
jest.setTimeout(60_000);

describe('stock spreadsheets', () => {
  let service: TestService<InventoryConfig>;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
  });
  afterAll(() => service?.close());

  const createWarehouse = async (location: string): Promise<number> =>
    (await service.call('POST', '/api/admin/warehouses', { body: { location } })).body.id;
  const addLine = (warehouseId: number, body: Record<string, unknown>) =>
    service.call('POST', '/api/admin/warehouse-inventory', { body: { warehouseId, ...body } });
  const lines = async (warehouseId: number) =>
    (await service.call('GET', `/api/admin/warehouse-inventory/${warehouseId}`)).body.map(
      ({
        id: _id,
        warehouseId: _w,
        warehouseName: _n,
        createdAt: _c,
        // A re-import writes the matched lines again, and each write grows the version.
        version: _v,
        ...line
      }: Record<string, unknown>) => line,
    );
  const exportFile = (warehouseId: number, format: 'csv' | 'xlsx') =>
    service.call('GET', `/api/admin/warehouses/${warehouseId}/stock/export`, { query: { format } });
  const importFile = (
    warehouseId: number,
    file: Buffer | string,
    dryRun: boolean,
    headers: Record<string, string> = CSV,
  ) =>
    service.call('POST', `/api/admin/warehouses/${warehouseId}/stock/import`, {
      query: { dryRun: String(dryRun) },
      body: file,
      headers,
    });

  it('exports a warehouse and imports it back into another as the same lines, in CSV and in XLSX', async () => {
    const source = await createWarehouse('Гуанчжоу');
    await addLine(source, {
      code: 'TX-1',
      name: 'Ткань "хлопок", 1,5 м',
      description: 'Строка 1\nстрока 2',
      quantity: 12,
      pricePerUnit: '2.5',
      volume: '0.125',
      volumeType: 'm³',
      deliveryPeriod: 20,
      transport: 'ЖД',
    });
    await addLine(source, {
      code: 'ZH-2',
      name: '灯具 ӣӯҳқғҷ',
      characteristics: '=HYPERLINK("http://evil")',
      quantity: 0,
    });

    const csv = await exportFile(source, 'csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="stock-${source}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    expect(csv.rawBody.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = csv.rawBody.toString('utf8');
    expect(text).toContain(`${HEADINGS}\r\n`);
    expect(text).toContain('"Ткань ""хлопок"", 1,5 м"');
    // The formula is written as text: a leading apostrophe, nothing a spreadsheet would run.
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);

    const fromCsv = await createWarehouse('Душанбе');
    const dryRun = (await importFile(fromCsv, csv.rawBody, true)).body;
    expect(dryRun).toMatchObject({ rows: 2, created: 2, updated: 0, errors: [] });
    // The preview shows the file as read, the defused formula restored to its text.
    expect(dryRun.preview.headings[0]).toBe('Код');
    expect(
      dryRun.preview.rows.map((row: { row: number; cells: string[] }) => [
        row.row,
        row.cells[0],
        row.cells[3],
      ]),
    ).toEqual([
      [2, 'TX-1', ''],
      [3, 'ZH-2', '=HYPERLINK("http://evil")'],
    ]);
    expect(await lines(fromCsv)).toEqual([]);
    expect((await importFile(fromCsv, csv.rawBody, false)).body).toEqual({
      rows: 2,
      created: 2,
      updated: 0,
      errors: [],
    });
    expect(await lines(fromCsv)).toEqual(await lines(source));

    const xlsx = await exportFile(source, 'xlsx');
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawBody as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getRow(2).getCell(5).value).toBe(12);
    expect(sheet.getRow(2).getCell(6).value).toBe(2.5);
    expect(sheet.getRow(3).getCell(4).value).toBe(`'=HYPERLINK("http://evil")`);

    const fromXlsx = await createWarehouse('Худжанд');
    const imported = await importFile(fromXlsx, xlsx.rawBody, false, {
      'content-type': 'application/octet-stream',
    });
    expect(imported.body).toEqual({ rows: 2, created: 2, updated: 0, errors: [] });
    expect(await lines(fromXlsx)).toEqual(await lines(source));

    // Importing the same file again matches every line by code.
    expect((await importFile(fromXlsx, xlsx.rawBody, false)).body).toEqual({
      rows: 2,
      created: 0,
      updated: 2,
      errors: [],
    });
    expect(await lines(fromXlsx)).toEqual(await lines(source));
  });

  it('reports every bad row by row and column and writes nothing, also for the good rows', async () => {
    const warehouse = await createWarehouse('Иу');
    await addLine(warehouse, { code: 'A-1', name: 'Было', quantity: 1 });
    const before = await lines(warehouse);
    const file = `${HEADINGS}\nA-1,Стало,,,5,1,1,kg,,Авто\nC-3,Хорошее,,,1,1,1,kg,,Авто\nB-2,Новое,,,много,1,1,kg,,Авто\n,Без кода,,,1,1,1,kg,,Самокат\nA-1,Снова,,,1,1,1,kg,,Авто\n`;

    const answer = await importFile(warehouse, file, false);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      rows: 5,
      created: 1,
      updated: 1,
      errors: [
        { row: 4, column: 'Количество', message: 'Введите число' },
        { row: 5, column: 'Код', message: 'Введите код товара' },
        {
          row: 5,
          column: 'Транспорт',
          message: 'Выберите вид транспорта: Авто, ЖД, Авиа или Море',
        },
        { row: 6, column: 'Код', message: spreadsheetMessages.duplicateCode(2) },
      ],
    });
    expect(await lines(warehouse)).toEqual(before);
  });

  it('reads semicolon-separated CSV with only the required columns', async () => {
    const warehouse = await createWarehouse('Ош');
    const answer = await importFile(warehouse, '\uFEFFназвание;Код\nКраска;K-1\n', false);
    expect(answer.body).toEqual({ rows: 1, created: 1, updated: 0, errors: [] });
    expect(await lines(warehouse)).toEqual([
      expect.objectContaining({ code: 'K-1', name: 'Краска', quantity: 0, transport: 'Авто' }),
    ]);
  });

  it('refuses unknown or missing columns with the expected headings, and what is not a spreadsheet', async () => {
    const warehouse = await createWarehouse('Бишкек');
    const refused = await importFile(warehouse, 'Код,Цвет\nA,красный\n', true);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(
      spreadsheetMessages.headings(
        [
          spreadsheetMessages.unknownHeadings(['Цвет']),
          spreadsheetMessages.missingHeadings(['Название']),
        ],
        HEADINGS.replace(/"/g, '').split(/,(?! )/),
      ),
    );
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect(
      (await importFile(warehouse, png, true, { 'content-type': 'application/octet-stream' })).body
        .message,
    ).toBe(spreadsheetMessages.notASpreadsheet);
    expect(
      (
        await service.call('POST', `/api/admin/warehouses/${warehouse}/stock/import`, {
          body: { code: 'A' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await importFile(warehouse, 'Код,Название\nA,Б\n', true, CSV).then(() =>
          service.call('POST', `/api/admin/warehouses/${warehouse}/stock/import`, {
            query: { dryRun: 'maybe' },
            body: 'Код,Название\n',
            headers: CSV,
          }),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('answers 413 with a clear message above 10,000 rows or 5 MB', async () => {
    const warehouse = await createWarehouse('Алматы');
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => `C-${index},Товар`).join(
      '\n',
    );
    const tooManyRows = await importFile(warehouse, `Код,Название\n${rows}\n`, true);
    expect(tooManyRows.statusCode).toBe(413);
    expect(tooManyRows.body.message).toBe(spreadsheetMessages.tooManyRows);

    const tooLarge = await importFile(
      warehouse,
      `Код,Название\n${'A,'.padEnd(5 * 1024 * 1024 + 10, 'x')}\n`,
      true,
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body.message).toBe(spreadsheetMessages.tooLarge);
    expect(await lines(warehouse)).toEqual([]);
  });

  it('offers a template with the headings only', async () => {
    const template = await service.call('GET', '/api/admin/warehouses/1/stock/import/template', {
      query: { format: 'csv' },
    });
    expect(template.rawBody.toString('utf8')).toBe(`\uFEFF${HEADINGS}\r\n`);
  });
});
