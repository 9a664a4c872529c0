import { startTestService, type TestService } from '@silkway/service-kit/testing';
import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

const CSV = { 'content-type': 'text/csv' };

// Starting a service runs its migrations: on a busy machine that takes longer than jest's 5 s default.
jest.setTimeout(60_000);

describe('orders service: spreadsheets', () => {
  let service: TestService<OrdersConfig>;
  let dataSource: DataSource;
  let sourceOrder: number;

  beforeAll(async () => {
    service = await startTestService(ordersService);
    dataSource = await new DataSource({ type: 'postgres', url: service.database.url }).initialize();
    const client = (
      await service.call('POST', '/api/admin/counterparties', {
        body: { name: '@Фирдавс', company: 'ООО "Памир", Душанбе' },
      })
    ).body.id;
    sourceOrder = (
      await service.call('POST', '/api/admin/orders', {
        body: {
          name: 'Текстиль',
          code: 'SW-EXP-1',
          counterpartyId: client,
          expectedDelivery: '2026-12-20',
        },
      })
    ).body.id;
    for (const item of [
      {
        code: 'T-1',
        name: 'Ткань',
        quantity: 3,
        weight: '12.5',
        pricePerUnit: '10',
        transportPrice: '2',
        shipmentDate: '2026-11-30',
        paymentStatus: 'paid',
        transport: 'ЖД',
      },
      {
        code: 'T-2',
        name: '=1+2 灯具 қӯ',
        quantity: 2,
        volumeType: 'm³',
        volume: '0.75',
        pricePerUnit: '7.25',
        transportPrice: '100',
        characteristics: '-5 °C',
      },
    ]) {
      expect(
        (await service.call('POST', `/api/admin/orders/${sourceOrder}/items`, { body: item }))
          .statusCode,
      ).toBe(201);
    }
    await service.call('POST', '/api/admin/orders', {
      body: { name: 'Другой заказ', code: 'SW-OTHER' },
    });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await service?.close();
  });

  const itemsOf = async (orderId: number) =>
    (await service.call('GET', `/api/admin/orders/${orderId}`)).body.items.map(
      ({
        id: _i,
        orderId: _o,
        createdAt: _c,
        updatedAt: _u,
        statusChangedAt: _s,
        ...item
      }: Record<string, unknown>) => item,
    );
  const newOrder = async (name: string): Promise<number> =>
    (await service.call('POST', '/api/admin/orders', { body: { name } })).body.id;
  const importItems = (orderId: number, file: Buffer | string, dryRun: boolean, headers = CSV) =>
    service.call('POST', `/api/admin/orders/${orderId}/items/import`, {
      query: { dryRun: String(dryRun) },
      body: file,
      headers,
      ...{},
    });
  const outboxCount = async () =>
    (await dataSource.query(`SELECT count(*)::int AS count FROM orders.outbox`))[0].count as number;

  it('exports the filtered order list with the list figures, typed in XLSX and defused in CSV', async () => {
    const list = (await service.call('GET', '/api/admin/orders', { query: { q: 'SW-EXP' } })).body;
    expect(list).toHaveLength(1);

    const csv = await service.call('GET', '/api/admin/orders/export', {
      query: { format: 'csv', q: 'SW-EXP' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.rawBody
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'Код заказа,Заказ,Клиент,Компания,Статус,Склад,Назначение,Создан,Ожидаемая доставка,Количество,"Вес, кг","Объём, м³","Сумма, USD","Остаток к оплате, USD",Комментарий',
    );
    expect(lines[1]).toContain(`SW-EXP-1,Текстиль,'@Фирдавс,"ООО ""Памир"", Душанбе",В пути,`);
    expect(lines[1]).toContain(
      `,2026-12-20,5,${list[0].totalWeight},${list[0].totalVolume},${list[0].totalAmount},${list[0].remainingAmount},`,
    );

    const xlsx = await service.call('GET', '/api/admin/orders/export', {
      query: { format: 'xlsx', status: 'active' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawBody as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toBe('SW-EXP-1');
    expect(row.getCell(3).value).toBe("'@Фирдавс");
    expect(row.getCell(8).value).toBeInstanceOf(Date);
    expect(row.getCell(9).value).toEqual(new Date('2026-12-20T00:00:00Z'));
    expect(row.getCell(10).value).toBe(5);
    expect(row.getCell(13).value).toBe(list[0].totalAmount);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    expect(
      (await service.call('GET', '/api/admin/orders/export', { query: { format: 'pdf' } }))
        .statusCode,
    ).toBe(400);
  });

  it('round trip: the items exported from one order import into another as the same items, through the add-item rules', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await service.call('GET', '/api/admin/order-items/export', {
        query: { format, q: 'SW-EXP-1' },
      });
      expect(exported.statusCode).toBe(200);
      const target = await newOrder(`Копия ${format}`);
      const headers = {
        'content-type': format === 'csv' ? 'text/csv' : 'application/octet-stream',
      };
      const outboxBefore = await outboxCount();

      expect((await importItems(target, exported.rawBody, true, headers)).body).toMatchObject({
        rows: 2,
        created: 2,
        updated: 0,
        errors: [],
      });
      expect(await itemsOf(target)).toEqual([]);
      expect(await outboxCount()).toBe(outboxBefore);

      expect((await importItems(target, exported.rawBody, false, headers)).body).toEqual({
        rows: 2,
        created: 2,
        updated: 0,
        errors: [],
      });
      expect(await itemsOf(target)).toEqual(await itemsOf(sourceOrder));
      // Each new item told its history and truck load through the outbox, as the add form does.
      const events: Array<{ type: string }> = await dataSource.query(
        `SELECT type FROM orders.outbox WHERE (payload->>'itemId')::int IN (SELECT id FROM orders.order_items WHERE order_id = $1) ORDER BY type`,
        [target],
      );
      expect(events.map((event) => event.type)).toEqual([
        'order-item.changed',
        'order-item.changed',
        'order-item.upserted',
        'order-item.upserted',
      ]);
    }
  });

  it('one bad row leaves the order unchanged and names the row and column', async () => {
    const target = await newOrder('Плохой файл');
    const outboxBefore = await outboxCount();
    const file =
      'Код товара,Название,Количество,"Вес, кг",Транспорт\nA-1,Хорошо,2,1.5,Авто\nA-2,Плохо,2.5,1,Авто\n';
    const answer = await importItems(target, file, false);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      rows: 2,
      created: 1,
      updated: 0,
      errors: [{ row: 3, column: 'Количество', message: 'Количество должно быть целым числом' }],
    });
    expect(await itemsOf(target)).toEqual([]);
    expect(await outboxCount()).toBe(outboxBefore);
  });

  it('refuses a file for a missing order and unknown columns', async () => {
    expect((await importItems(999999, 'Код товара,Название\nA,Б\n', true)).statusCode).toBe(404);
    const target = await newOrder('Столбцы');
    const refused = await importItems(target, 'Код товара,Наименование\nA,Б\n', true);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toContain('Неизвестные столбцы: Наименование');
    expect(refused.body.message).toContain('Ожидаемые столбцы: Код товара, Название, Количество');
  });
});
