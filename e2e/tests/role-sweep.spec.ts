import type { APIRequestContext, Page } from '@playwright/test';
import { apiOk, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';
import { addStaffMemberApi, openPage, signInAs } from '../testing/staff.js';

/**
 * Issue 36: each role sees only what it may do. Signed in as each of the five roles, every tab, a
 * warehouse's page, a client's page, the order overlay and its print dialog are opened, and every
 * visible enabled control naming a catalogue operation (data-operation) must name one whose
 * permission (x-permission of the API reference, generated from the catalogue) the role holds.
 */

const ROLES = ['owner', 'manager', 'warehouse', 'accountant', 'viewer'] as const;
type Role = (typeof ROLES)[number];

const stamp = Date.now();
let orderId: number;
let warehouseId: number;
let counterpartyId: number;
/** The permission of each catalogue operation, by `area.name` (the reference's operationId). */
const permissionOf = new Map<string, string>();

async function readCatalogue(request: APIRequestContext) {
  const reference = await apiOk<{
    paths: Record<string, Record<string, { operationId: string; 'x-permission'?: string }>>;
  }>(request.get('/api/openapi.json'));
  for (const operations of Object.values(reference.paths))
    for (const operation of Object.values(operations))
      if (operation['x-permission'])
        permissionOf.set(operation.operationId, operation['x-permission']);
}

test.beforeAll(async ({ request }) => {
  await readCatalogue(request);
  await signInApi(request);
  // A client who owes (the summary's debtors), its order with an item, a warehouse with stock,
  // a truck and an archive folder: every screen has a record to act on.
  const client = await apiOk<{ id: number }>(
    request.post('/api/admin/counterparties', {
      data: { name: `Клиент роли ${stamp}`, email: `roles-${stamp}@example.com` },
    }),
  );
  counterpartyId = client.id;
  const order = await apiOk<{ id: number }>(
    request.post('/api/admin/orders', {
      data: { name: `Заказ роли ${stamp}`, code: `ROLE-${stamp}`, counterpartyId },
    }),
  );
  orderId = order.id;
  await apiOk(
    request.post(`/api/admin/orders/${orderId}/items`, {
      data: { code: `RS-${stamp}`, name: 'Ткань', quantity: 2, pricePerUnit: '15.00' },
    }),
  );
  const warehouse = await apiOk<{ id: number }>(
    request.post('/api/admin/warehouses', { data: { location: `Склад роли ${stamp}` } }),
  );
  warehouseId = warehouse.id;
  await apiOk(
    request.post('/api/admin/warehouse-inventory', {
      data: { warehouseId, code: `ST-${stamp}`, name: 'Лампы', quantity: 3 },
    }),
  );
  await apiOk(
    request.post('/api/admin/trucks', { data: { number: `RS ${stamp % 100000}`, capacity: 80 } }),
  );
  await apiOk(request.post('/api/admin/archive/folders', { data: { name: `Папка ${stamp}` } }));
  for (const role of ROLES)
    await addStaffMemberApi(request, {
      username: `e2e-${role}-${stamp}`,
      fullName: `Роль ${role}`,
      role,
    });
});

/** Operations of the visible, enabled controls on the page now. */
function offeredOperations(page: Page): Promise<string[]> {
  return page.locator('[data-operation]').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const shown =
          box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        const disabled =
          element.matches(':disabled') ||
          element.getAttribute('aria-disabled') === 'true' ||
          element.hasAttribute('data-disabled');
        return shown && !disabled;
      })
      .map((element) => element.getAttribute('data-operation') ?? '(unnamed)'),
  );
}

/** Waits until the screen has its data: no request in flight, no loading placeholder. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

class Sweep {
  readonly offered = new Set<string>();
  readonly refused: string[] = [];
  constructor(
    readonly page: Page,
    readonly permissions: readonly string[],
  ) {}

  async check(screen: string) {
    await settled(this.page);
    for (const operation of await offeredOperations(this.page)) {
      this.offered.add(operation);
      const permission = permissionOf.get(operation);
      if (!permission || !this.permissions.includes(permission))
        this.refused.push(`${screen}: ${operation} (${permission ?? 'not in the catalogue'})`);
    }
  }
}

async function sweepRole(page: Page, role: Role): Promise<Sweep> {
  await openPage(page, '/admin');
  await signInAs(page, `e2e-${role}-${stamp}`);
  const { user: me } = await apiOk<{ user: { permissions: string[] } }>(
    page.request.get('/api/admin/me'),
  );
  const sweep = new Sweep(page, me.permissions);

  // Tabs by address: a tab's text carries a count (Заявки 2) that may change while the sweep runs.
  const tabs = page.getByRole('navigation', { name: 'Разделы' }).getByRole('link');
  const addresses = await tabs.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    await tabs.and(page.locator(`[href="${address}"]`)).click();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await sweep.check(`tab ${address}`);
  }
  if (me.permissions.includes('warehouses.read')) {
    await openPage(page, `/admin/warehouse/${warehouseId}`);
    await sweep.check('warehouse page');
  }
  if (me.permissions.includes('counterparties.read')) {
    await openPage(page, `/admin/counterparty/${counterpartyId}`);
    await sweep.check('counterparty page');
  }

  await openPage(page, `/admin?order=${orderId}`);
  await expect(page.getByRole('article', { name: `RS-${stamp}` })).toBeVisible();
  await sweep.check('order overlay');
  const print = page.getByRole('button', { name: 'Документы PDF' });
  if (await print.isVisible()) {
    await print.click();
    await expect(page.getByRole('dialog', { name: 'Печать документов' })).toBeVisible();
    await sweep.check('print dialog');
    await page.keyboard.press('Escape');
  }
  return sweep;
}

for (const role of ROLES) {
  test(`the ${role} is offered only what its role may do`, async ({ page }) => {
    test.setTimeout(120_000);
    const sweep = await sweepRole(page, role);
    expect(sweep.refused, 'enabled controls whose operation the role lacks').toEqual([]);
    expect(sweep.offered.size, 'controls name their operations').toBeGreaterThan(0);

    // The order overlay at 390 px, for its screenshot.
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `/admin?order=${orderId}`);
    await expect(page.getByRole('article', { name: `RS-${stamp}` })).toBeVisible();
    await settled(page);
    await saveScreenshot(page, `role-sweep-order-${role}-390-ru`, { fullPage: false });
  });
}

test('each role has the tools of its work: the warehouse prints labels, sees no debts; the viewer only looks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await sweepRole(page, 'owner');
  for (const operation of [
    'orders.create',
    'orders.changeStatus',
    'items.update',
    'items.changeStatus',
    'items.removeFromOrder',
    'printedDocuments.invoice',
    'printedDocuments.labels',
    'spreadsheets.exportOrders',
    'archive.createFolder',
    'counterparties.create',
    'payments.record',
  ])
    expect([...owner.offered]).toContain(operation);
  await page.context().clearCookies();

  const warehouse = await sweepRole(page, 'warehouse');
  for (const operation of [
    'items.changeStatus',
    'printedDocuments.labels',
    'printedDocuments.itemLabel',
    'printedDocuments.packingList',
    'stock.add',
  ])
    expect([...warehouse.offered]).toContain(operation);
  await openPage(page, '/admin/summary');
  await expect(page.getByRole('heading', { name: 'Сводка' })).toBeVisible();
  await expect(page.getByText('Долг клиентов всего')).toHaveCount(0);
  await expect(page.getByText('Крупнейшие должники')).toHaveCount(0);
  await page.context().clearCookies();

  // The viewer reads an item's status but cannot change it: the selector says why.
  await openPage(page, '/admin');
  await signInAs(page, `e2e-viewer-${stamp}`);
  await openPage(page, `/admin?order=${orderId}`);
  const status = page
    .getByRole('article', { name: `RS-${stamp}` })
    .getByRole('combobox', { name: 'Статус товара' });
  await expect(status).toBeDisabled();
  await expect(status).toHaveAttribute('title', /только смотреть/);
});
