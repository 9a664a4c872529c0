import type { APIRequestContext } from '@playwright/test';
import { adminCredentials, apiOk, signIn, signInApi } from '../testing/admin.js';
import { queryStackDatabase, stackDatabaseUrl } from '../testing/database.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * The audit log (issue 21 §2, docs/audit-log.md) over the whole stack: a sweep generated from the
 * API reference calls every change of the back office once and finds exactly one entry naming the
 * admin (before and after for an update); the owner changes a price and finds it in Журнал.
 */

interface Entry {
  id: string;
  username: string;
  action: string;
  entity: string;
  entityId: string | null;
  changes: Array<{ field: string; from: string | null; to: string | null }>;
  via: string;
}
interface Created {
  id: number;
}

// 1×1 PNG: a photo, a document and an archive material alike.
const PNG = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==`;
const today = () => new Date().toISOString().slice(0, 10);
const stamp = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

/** What a call of the sweep sends, and the entry it must leave. */
interface SweepCall {
  url: string;
  data?: unknown;
  csv?: string;
  entity: string;
  entityId?: number | string;
  action: 'create' | 'update' | 'delete' | 'import';
}

/** Builds the records a call needs through the API and answers the call to make. */
type Recipe = (api: Setup) => Promise<SweepCall>;

class Setup {
  constructor(private readonly request: APIRequestContext) {}

  create = (url: string, data: unknown = {}) => apiOk<Created>(this.request.post(url, { data }));
  order = () => this.create('/api/admin/orders', { name: `E2E журнал ${stamp()}` });
  item = async () =>
    this.create(`/api/admin/orders/${(await this.order()).id}/items`, {
      code: `AU-${stamp()}`,
      name: 'Плитка',
      pricePerUnit: 10,
    });
  counterparty = () => this.create('/api/admin/counterparties', { name: `E2E ${stamp()}` });
  warehouse = () => this.create('/api/admin/warehouses', { location: `E2E склад ${stamp()}` });
  stockLine = async () =>
    this.create('/api/admin/warehouse-inventory', {
      warehouseId: (await this.warehouse()).id,
      code: `ST-${stamp()}`,
      name: 'Кабель',
      quantity: 5,
    });
  truck = () => this.create('/api/admin/trucks', { number: `01 TJ ${stamp()}` });
  /** A counterparty with an e-mail: one the portal can invite. */
  client = () =>
    this.create('/api/admin/counterparties', {
      name: `E2E ${stamp()}`,
      email: `e2e-${stamp()}@pamir.tj`,
    });
  payment = async () =>
    this.create('/api/admin/payments', {
      counterpartyId: (await this.counterparty()).id,
      amount: '10',
      currency: 'USD',
      paidAt: today(),
      method: 'cash',
    });
  folderOf = (owner: string) => this.create(`${owner}/folders`, { name: 'CMR' });
  documentOf = (owner: string) =>
    this.create(`${owner}/documents`, { name: 'cmr.png', fileData: PNG });
  archiveFolder = () => this.create('/api/admin/archive/folders', { name: `E2E ${stamp()}` });
  /** A paused webhook: it sends nothing while the rest of the run changes records. */
  webhook = async () => {
    const created = await this.create('/api/admin/webhooks', WEBHOOK);
    await apiOk(
      this.request.patch(`/api/admin/webhooks/${created.id}`, { data: { enabled: false } }),
    );
    return created;
  };
  material = () =>
    this.create('/api/admin/archive/materials', { name: 'photo.png', fileData: PNG });

  /** A quote request or contact message from the site, found in the inbox by its unique text. */
  async siteRequest(kind: 'quote' | 'contact'): Promise<Created> {
    const text = `E2E журнал ${stamp()}`;
    await apiOk(
      kind === 'quote'
        ? this.request.post('/api/quote-requests', {
            data: { name: text, phone: '+992 90 123 45 67', serviceType: 'oem', description: text },
          })
        : this.request.post('/api/contact', {
            data: { name: text, email: 'e2e@pamir.tj', subject: 'Журнал', message: text },
          }),
    );
    const found = await apiOk<Array<{ id: number; name: string }>>(
      this.request.get(
        kind === 'quote' ? '/api/admin/quote-requests' : '/api/admin/contact-messages',
      ),
    );
    return found.find((request) => request.name === text)!;
  }
}

/** Webhooks of the sweep point at a closed port on loopback (allowed in the stacks of the tests). */
const WEBHOOK = { url: 'http://127.0.0.1:9/silkway', events: ['contact-message.created'] };

/** Calls that send a message and change no record: they write no entry (docs/audit-log.md). */
const SENDS_ONLY = new Set(['webhooks.test', 'webhooks.redeliver']);

const ownerPath = async (setup: Setup, kind: 'order' | 'truck') =>
  kind === 'order'
    ? `/api/admin/orders/${(await setup.order()).id}`
    : `/api/admin/trucks/${(await setup.truck()).id}`;

/** One recipe per change of the back office, keyed as the API reference names it. */
const RECIPES: Record<string, Recipe> = {
  'orders.create': async () => ({
    url: '/api/admin/orders',
    data: { name: `E2E ${stamp()}` },
    entity: 'order',
    action: 'create',
  }),
  'orders.update': async (setup) => {
    const { id } = await setup.order();
    const url = `/api/admin/orders/${id}`;
    return {
      url,
      data: { name: `E2E другое ${stamp()}` },
      entity: 'order',
      entityId: id,
      action: 'update',
    };
  },
  'orders.delete': async (setup) => {
    const { id } = await setup.order();
    return { url: `/api/admin/orders/${id}`, entity: 'order', entityId: id, action: 'delete' };
  },
  'orders.changeStatus': async (setup) => {
    const { id } = await setup.order();
    return {
      url: `/api/admin/orders/${id}/status`,
      data: { status: 'completed' },
      entity: 'order',
      entityId: id,
      action: 'update',
    };
  },
  'items.addToOrder': async (setup) => ({
    url: `/api/admin/orders/${(await setup.order()).id}/items`,
    data: { code: `AU-${stamp()}`, name: 'Кабель' },
    entity: 'item',
    action: 'create',
  }),
  'items.add': async (setup) => ({
    url: '/api/admin/order-items',
    data: { orderId: (await setup.order()).id, code: `AU-${stamp()}`, name: 'Кабель' },
    entity: 'item',
    action: 'create',
  }),
  'items.update': async (setup) => {
    const { id } = await setup.item();
    return {
      url: `/api/admin/order-items/${id}`,
      data: { name: 'Плитка', pricePerUnit: 12.5 },
      entity: 'item',
      entityId: id,
      action: 'update',
    };
  },
  'items.remove': async (setup) => {
    const { id } = await setup.item();
    return { url: `/api/admin/order-items/${id}`, entity: 'item', entityId: id, action: 'delete' };
  },
  'items.removeFromOrder': async (setup) => {
    const order = await setup.order();
    const { id } = await setup.create(`/api/admin/orders/${order.id}/items`, {
      code: `AU-${stamp()}`,
      name: 'Кабель',
    });
    return {
      url: `/api/admin/orders/${order.id}/items/${id}`,
      entity: 'item',
      entityId: id,
      action: 'delete',
    };
  },
  'items.changeStatus': async (setup) => {
    const { id } = await setup.item();
    return {
      url: `/api/admin/order-items/${id}/status`,
      data: { status: 'Отправлено' },
      entity: 'item',
      entityId: id,
      action: 'update',
    };
  },
  'items.changeMany': async (setup) => {
    const order = await setup.order();
    const { id } = await setup.create(`/api/admin/orders/${order.id}/items`, {
      code: `AU-${stamp()}`,
      name: 'Кабель',
    });
    return {
      url: `/api/admin/orders/${order.id}/items`,
      data: { itemIds: [id], status: 'Отправлено' },
      entity: 'order',
      entityId: order.id,
      action: 'update',
    };
  },
  'items.replacePhotos': async (setup) => {
    const { id } = await setup.item();
    return {
      url: `/api/admin/orders/items/${id}/photos`,
      data: { photos: [PNG] },
      entity: 'item',
      entityId: id,
      action: 'update',
    };
  },
  'spreadsheets.importItems': async (setup) => {
    const { id } = await setup.order();
    return {
      url: `/api/admin/orders/${id}/items/import`,
      csv: `Код товара,Название\nIM-${stamp()},Кабель\n`,
      entity: 'order',
      entityId: id,
      action: 'import',
    };
  },
  'spreadsheets.importStock': async (setup) => {
    const { id } = await setup.warehouse();
    return {
      url: `/api/admin/warehouses/${id}/stock/import`,
      csv: `Код,Название\nIM-${stamp()},Кабель\n`,
      entity: 'warehouse',
      entityId: id,
      action: 'import',
    };
  },
  'webhooks.create': async () => ({
    url: '/api/admin/webhooks',
    data: WEBHOOK,
    entity: 'webhook',
    action: 'create',
  }),
  'webhooks.update': async (setup) => {
    const { id } = await setup.webhook();
    return {
      url: `/api/admin/webhooks/${id}`,
      data: { description: `E2E ${stamp()}` },
      entity: 'webhook',
      entityId: id,
      action: 'update',
    };
  },
  'webhooks.remove': async (setup) => {
    const { id } = await setup.webhook();
    return { url: `/api/admin/webhooks/${id}`, entity: 'webhook', entityId: id, action: 'delete' };
  },
  // Filed by the files service: the entry is the new document's.
  'printedDocuments.saveGenerated': async (setup) => ({
    url: `/api/admin/orders/${(await setup.order()).id}/documents/generated`,
    data: { kind: 'invoice', lang: 'ru' },
    entity: 'document',
    action: 'create',
  }),
  'counterparties.create': async () => ({
    url: '/api/admin/counterparties',
    data: { name: `E2E ${stamp()}` },
    entity: 'counterparty',
    action: 'create',
  }),
  'counterparties.update': async (setup) => {
    const { id } = await setup.counterparty();
    return {
      url: `/api/admin/counterparties/${id}`,
      data: { name: `E2E другой ${stamp()}` },
      entity: 'counterparty',
      entityId: id,
      action: 'update',
    };
  },
  'counterparties.delete': async (setup) => {
    const { id } = await setup.counterparty();
    return {
      url: `/api/admin/counterparties/${id}`,
      entity: 'counterparty',
      entityId: id,
      action: 'delete',
    };
  },
  'warehouses.create': async () => ({
    url: '/api/admin/warehouses',
    data: { location: `E2E ${stamp()}` },
    entity: 'warehouse',
    action: 'create',
  }),
  'warehouses.update': async (setup) => {
    const { id } = await setup.warehouse();
    return {
      url: `/api/admin/warehouses/${id}`,
      data: { location: `E2E другой ${stamp()}` },
      entity: 'warehouse',
      entityId: id,
      action: 'update',
    };
  },
  'warehouses.delete': async (setup) => {
    const { id } = await setup.warehouse();
    return {
      url: `/api/admin/warehouses/${id}`,
      entity: 'warehouse',
      entityId: id,
      action: 'delete',
    };
  },
  'stock.add': async (setup) => ({
    url: '/api/admin/warehouse-inventory',
    data: { warehouseId: (await setup.warehouse()).id, code: `ST-${stamp()}`, name: 'Кабель' },
    entity: 'stock',
    action: 'create',
  }),
  'stock.update': async (setup) => {
    const { id } = await setup.stockLine();
    return {
      url: `/api/admin/warehouse-inventory/${id}`,
      data: { code: `ST-${stamp()}`, name: 'Провод' },
      entity: 'stock',
      entityId: id,
      action: 'update',
    };
  },
  'stock.remove': async (setup) => {
    const { id } = await setup.stockLine();
    return {
      url: `/api/admin/warehouse-inventory/${id}`,
      entity: 'stock',
      entityId: id,
      action: 'delete',
    };
  },
  'stock.reduce': async (setup) => {
    const { id } = await setup.stockLine();
    return {
      url: `/api/admin/inventory/${id}/reduce`,
      data: { quantity: 1 },
      entity: 'stock',
      entityId: id,
      action: 'update',
    };
  },
  'trucks.create': async () => ({
    url: '/api/admin/trucks',
    data: { number: `01 TJ ${stamp()}` },
    entity: 'truck',
    action: 'create',
  }),
  'trucks.update': async (setup) => {
    const { id } = await setup.truck();
    return {
      url: `/api/admin/trucks/${id}`,
      data: { number: `02 TJ ${stamp()}` },
      entity: 'truck',
      entityId: id,
      action: 'update',
    };
  },
  'trucks.delete': async (setup) => {
    const { id } = await setup.truck();
    return { url: `/api/admin/trucks/${id}`, entity: 'truck', entityId: id, action: 'delete' };
  },
  ...Object.fromEntries(
    (['order', 'truck'] as const).flatMap((kind): Array<[string, Recipe]> => [
      [
        `${kind}Files.createFolder`,
        async (setup) => ({
          url: `${await ownerPath(setup, kind)}/folders`,
          data: { name: 'CMR' },
          entity: 'folder',
          action: 'create',
        }),
      ],
      [
        `${kind}Files.deleteFolder`,
        async (setup) => {
          const owner = await ownerPath(setup, kind);
          const { id } = await setup.folderOf(owner);
          return {
            url: `${owner}/folders/${id}`,
            entity: 'folder',
            entityId: id,
            action: 'delete',
          };
        },
      ],
      [
        `${kind}Files.uploadDocument`,
        async (setup) => ({
          url: `${await ownerPath(setup, kind)}/documents`,
          data: { name: 'cmr.png', fileData: PNG },
          entity: 'document',
          action: 'create',
        }),
      ],
      [
        `${kind}Files.deleteDocument`,
        async (setup) => {
          const owner = await ownerPath(setup, kind);
          const { id } = await setup.documentOf(owner);
          return {
            url: `${owner}/documents/${id}`,
            entity: 'document',
            entityId: id,
            action: 'delete',
          };
        },
      ],
    ]),
  ),
  'archive.createFolder': async () => ({
    url: '/api/admin/archive/folders',
    data: { name: `E2E ${stamp()}` },
    entity: 'folder',
    action: 'create',
  }),
  'archive.deleteFolder': async (setup) => {
    const { id } = await setup.archiveFolder();
    return {
      url: `/api/admin/archive/folders/${id}`,
      entity: 'folder',
      entityId: id,
      action: 'delete',
    };
  },
  'archive.uploadMaterial': async () => ({
    url: '/api/admin/archive/materials',
    data: { name: 'photo.png', fileData: PNG },
    entity: 'material',
    action: 'create',
  }),
  'archive.deleteMaterial': async (setup) => {
    const { id } = await setup.material();
    return {
      url: `/api/admin/archive/materials/${id}`,
      entity: 'material',
      entityId: id,
      action: 'delete',
    };
  },
  'payments.record': async (setup) => ({
    url: '/api/admin/payments',
    data: {
      counterpartyId: (await setup.counterparty()).id,
      amount: '10',
      currency: 'USD',
      paidAt: today(),
      method: 'cash',
    },
    entity: 'payment',
    action: 'create',
  }),
  'payments.void': async (setup) => {
    const { id } = await setup.payment();
    return {
      url: `/api/admin/payments/${id}/void`,
      data: { reason: 'Ошибка ввода' },
      entity: 'payment',
      entityId: id,
      action: 'update',
    };
  },
  'exchangeRates.set': async () => ({
    url: `/api/admin/exchange-rates/${today()}`,
    data: { TJS: (10 + Math.random()).toFixed(4) },
    entity: 'exchange-rate',
    entityId: today(),
    action: 'update',
  }),
  'portalAccess.invite': async (setup) => {
    const { id } = await setup.client();
    return {
      url: `/api/admin/counterparties/${id}/portal-invite`,
      data: {},
      entity: 'counterparty',
      entityId: id,
      action: 'update',
    };
  },
  'portalAccess.revoke': async (setup) => {
    const { id } = await setup.client();
    await setup.create(`/api/admin/counterparties/${id}/portal-invite`);
    return {
      url: `/api/admin/counterparties/${id}/portal-access`,
      entity: 'counterparty',
      entityId: id,
      action: 'update',
    };
  },
  'requests.changeQuoteRequestStatus': async (setup) => {
    const { id } = await setup.siteRequest('quote');
    return {
      url: `/api/admin/quote-requests/${id}/status`,
      data: { status: 'in_progress' },
      entity: 'quote-request',
      entityId: id,
      action: 'update',
    };
  },
  'requests.convertQuoteRequest': async (setup) => {
    const { id } = await setup.siteRequest('quote');
    return {
      url: `/api/admin/quote-requests/${id}/convert`,
      entity: 'quote-request',
      entityId: id,
      action: 'update',
    };
  },
  'requests.changeContactMessageStatus': async (setup) => {
    const { id } = await setup.siteRequest('contact');
    return {
      url: `/api/admin/contact-messages/${id}/status`,
      data: { status: 'done' },
      entity: 'contact-message',
      entityId: id,
      action: 'update',
    };
  },
};

/** Every audit.recorded event the producers' outboxes hold: written in the change's own transaction. */
async function recordedEventIds(): Promise<Set<string>> {
  const schemas = await queryStackDatabase<{ schema: string }>(
    `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'outbox'`,
  );
  const rows = await queryStackDatabase<{ id: string }>(
    schemas
      .map(({ schema }) => `SELECT id FROM "${schema}".outbox WHERE type = 'audit.recorded'`)
      .join(' UNION ALL '),
  );
  return new Set(rows.map((row) => row.id));
}

interface Operation {
  name: string;
  method: string;
  owner: string;
}

/** The back office's changes as the API reference lists them: every admin call that is not a read. */
async function adminChanges(request: APIRequestContext): Promise<Operation[]> {
  const document = await apiOk<{
    paths: Record<string, Record<string, { operationId: string; 'x-owner': string }>>;
  }>(request.get('/api/openapi.json'));
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method !== 'get')
        .map(([method, operation]) => ({
          name: operation.operationId,
          method: method.toUpperCase(),
          owner: operation['x-owner'],
        })),
    );
}

test('every change of the back office leaves exactly one audit entry naming the admin', async ({
  request,
}) => {
  test.skip(!stackDatabaseUrl, 'needs E2E_DATABASE_URL (npm test passes it)');
  test.setTimeout(300_000);
  await signInApi(request);
  const { username } = adminCredentials();
  const setup = new Setup(request);
  const changes = await adminChanges(request);
  // Sign-in, sign-out and the staff and own-account changes (identity's) are checked by the staff
  // and two-factor journeys and identity's own tests: making them here would end this session.
  const serviceChanges = changes.filter(
    (operation) =>
      operation.owner !== 'gateway' &&
      operation.owner !== 'identity' &&
      !SENDS_ONLY.has(operation.name),
  );
  const withoutRecipe = serviceChanges.filter((operation) => !RECIPES[operation.name]);
  expect(
    withoutRecipe.map((operation) => operation.name),
    'changes the sweep cannot make',
  ).toEqual([]);

  const counts = { create: 0, update: 0, delete: 0, import: 0 };
  for (const operation of serviceChanges) {
    const call = await RECIPES[operation.name]!(setup);
    const before = await recordedEventIds();
    await apiOk(
      request.fetch(call.url, {
        method: operation.method,
        ...(call.csv
          ? { data: Buffer.from(call.csv), headers: { 'content-type': 'text/csv' } }
          : call.data === undefined
            ? {}
            : { data: call.data }),
      }),
    );
    const written = [...(await recordedEventIds())].filter((id) => !before.has(id));
    expect(written, `${operation.name}: audit entries written with the change`).toHaveLength(1);
    const query = new URLSearchParams({ entity: call.entity, action: call.action, limit: '200' });
    if (call.entityId) query.set('entityId', String(call.entityId));
    // The entry reaches the log through the queue: look until it has arrived.
    let entry: Entry | undefined;
    await expect
      .poll(
        async () => {
          const page = await apiOk<Entry[]>(request.get(`/api/admin/audit?${query}`));
          entry = page.find((found) => found.id === written[0]);
          return entry !== undefined;
        },
        { message: `${operation.name}: the entry in the log`, timeout: 20_000 },
      )
      .toBe(true);
    expect(entry, operation.name).toMatchObject({
      username,
      action: call.action,
      entity: call.entity,
      via: call.csv ? 'import' : 'api',
    });
    if (call.action === 'update')
      expect(
        entry!.changes.some((change) => change.from !== change.to),
        `${operation.name}: before and after`,
      ).toBe(true);
    counts[call.action] += 1;
  }
  console.log(
    `audit sweep: ${serviceChanges.length} changes, one entry each (${JSON.stringify(counts)}); sign-in and staff changes left to their own journeys: ${changes.length - serviceChanges.length}`,
  );
});

test('a refused change writes no entry', async ({ request }) => {
  test.skip(!stackDatabaseUrl, 'needs E2E_DATABASE_URL (npm test passes it)');
  await signInApi(request);
  const before = await recordedEventIds();
  expect(
    (await request.put('/api/admin/counterparties/999999999', { data: { name: 'X' } })).status(),
  ).toBe(404);
  expect((await request.post('/api/admin/orders', { data: { name: '' } })).status()).toBe(400);
  expect([...(await recordedEventIds())].filter((id) => !before.has(id))).toEqual([]);
});

test('the owner changes a price and finds who did it in Журнал, before and after', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fullName = await signIn(page);
  const code = `AU-${stamp()}`;
  const order = await apiOk<Created>(
    page.request.post('/api/admin/orders', { data: { name: `E2E журнал ${code}` } }),
  );
  const item = await apiOk<Created>(
    page.request.post(`/api/admin/orders/${order.id}/items`, {
      data: { code, name: 'Плитка', pricePerUnit: 10 },
    }),
  );

  await page.goto(`/admin?order=${order.id}`);
  const card = page.getByRole('article', { name: code });
  await card.getByRole('button', { name: 'Изменить' }).click();
  const form = page.getByRole('dialog', { name: 'Изменить товар' });
  await form.getByLabel('Цена за единицу, USD').fill('12.5');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Товар успешно обновлен', { exact: true })).toBeVisible();

  await page.goto('/admin/audit');
  const filters = page.getByRole('form', { name: 'Фильтры журнала' });
  await filters.getByLabel('Запись', { exact: true }).click();
  await page.getByRole('option', { name: 'Товар', exact: true }).click();
  await filters.getByLabel('Номер записи').fill(String(item.id));
  await filters.getByRole('button', { name: 'Показать' }).click();
  // The entry reaches the log through the queue: look until it has arrived.
  // The item by its code and name, not its number.
  const edit = page.getByRole('article', { name: `Изменение: Товар ${code} · Плитка` });
  await expect(async () => {
    await filters.getByRole('button', { name: 'Показать' }).click();
    await expect(edit).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // Who, by full name rather than login.
  await expect(edit).toContainText(fullName);
  await expect(edit).toContainText('через интерфейс');
  // The field as the item form names it, the prices as the item card shows them.
  const price = edit.getByRole('row', { name: /^Цена за единицу, USD/ });
  await expect(price.getByRole('cell').nth(0)).toHaveText('10,00 USD');
  await expect(price.getByRole('cell').nth(1)).toHaveText('12,50 USD');
  await expect(edit).not.toContainText('pricePerUnit');
  await expect(
    page.getByRole('article', { name: `Создание: Товар ${code} · Плитка` }),
  ).toBeVisible();

  for (const language of ['ru', 'en']) {
    if (language === 'en') {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.reload();
      await expect(page.getByRole('form', { name: 'Log filters' })).toBeVisible();
    }
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `admin-audit-${language}-${width}`);
    }
  }
});
