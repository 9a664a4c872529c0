import { api, apiCatalogue } from './api-catalogue/index.js';
import { openApiDocument } from './api-catalogue/openapi.js';
import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
  permissionOfItemField,
  roleCovers,
  type Role,
} from './roles.js';

const may = (role: Role, call: { permission?: string }) =>
  (ROLE_PERMISSIONS[role] as readonly string[]).includes(call.permission ?? '');

describe('roles and permissions', () => {
  it('names one known permission for every admin call, and none for the others', () => {
    for (const { area, name, call } of apiCatalogue) {
      const id = `${area}.${name}`;
      if (call.access === 'admin')
        expect([id, PERMISSIONS.includes(call.permission!)]).toEqual([id, true]);
      else expect([id, call.permission]).toEqual([id, undefined]);
    }
  });

  it('gives the owner everything and keeps staff and the audit log from everyone else', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    for (const role of ROLES.filter((role) => role !== 'owner')) {
      expect(ROLE_PERMISSIONS[role]).not.toContain('staff.manage');
      expect(ROLE_PERMISSIONS[role]).not.toContain('audit.read');
    }
  });

  it('lets the manager work every record but not the staff', () => {
    for (const call of [
      api.orders.delete,
      api.counterparties.update,
      api.trucks.create,
      api.archive.createFolder,
      api.spreadsheets.exportOrders,
      api.spreadsheets.importItems,
      api.requests.changeQuoteRequestStatus,
    ])
      expect(may('manager', call)).toBe(true);
    expect(may('manager', api.staff.create)).toBe(false);
  });

  it('lets the warehouse read orders, handle items, print labels and packing lists and run warehouses, stock and trucks, nothing more', () => {
    for (const call of [
      api.printedDocuments.labels,
      api.printedDocuments.itemLabel,
      api.printedDocuments.packingList,
      api.orders.list,
      api.orders.get,
      api.items.changeStatus,
      api.items.changeMany,
      api.items.replacePhotos,
      api.items.update,
      api.warehouses.create,
      api.stock.reduce,
      api.trucks.delete,
    ])
      expect(may('warehouse', call)).toBe(true);
    for (const call of [
      api.counterparties.list,
      api.counterparties.get,
      api.orders.delete,
      api.orders.update,
      api.spreadsheets.exportOrders,
      api.spreadsheets.exportStock,
      api.printedDocuments.invoice,
      api.printedDocuments.saveGenerated,
    ])
      expect(may('warehouse', call)).toBe(false);
    expect(ROLE_PERMISSIONS.warehouse).not.toContain(permissionOfItemField('pricePerUnit'));
    expect(ROLE_PERMISSIONS.warehouse).toContain(permissionOfItemField('truckId'));
  });

  it('lets the accountant read everything, write counterparties and payment fields, export; no warehouses', () => {
    const reads = apiCatalogue.filter(
      ({ call }) => call.permission?.endsWith('.read') && call.permission !== 'audit.read',
    );
    for (const { call } of reads)
      expect([call.path, may('accountant', call)]).toEqual([call.path, true]);
    expect(may('accountant', api.counterparties.update)).toBe(true);
    expect(may('accountant', api.spreadsheets.exportItems)).toBe(true);
    expect(may('accountant', api.printedDocuments.invoice)).toBe(true);
    expect(ROLE_PERMISSIONS.accountant).toContain(permissionOfItemField('paymentStatus'));
    expect(ROLE_PERMISSIONS.accountant).not.toContain(permissionOfItemField('status'));
    for (const call of [api.warehouses.create, api.stock.add, api.trucks.update])
      expect(may('accountant', call)).toBe(false);
  });

  it('lets the viewer read and nothing else: no writes, no exports', () => {
    for (const { call } of apiCatalogue.filter(({ call }) => call.access === 'admin'))
      if (may('viewer', call))
        expect([call.path, call.method === 'GET' || call.permission === 'profile']).toEqual([
          call.path,
          true,
        ]);
    expect(may('viewer', api.spreadsheets.exportOrders)).toBe(false);
    expect(may('viewer', api.orders.list)).toBe(true);
  });

  it('orders roles so that only the owner covers the owner', () => {
    expect(ROLES.filter((role) => roleCovers(role, 'owner'))).toEqual(['owner']);
    expect(roleCovers('manager', 'viewer')).toBe(true);
    expect(roleCovers('viewer', 'warehouse')).toBe(false);
  });

  it('names the permission of every admin operation in the OpenAPI document', () => {
    const document = openApiDocument({ version: '1' }) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const update = document.paths['/api/admin/order-items/{id}']?.put;
    expect(update).toMatchObject({
      'x-permission': 'items.update',
      description: expect.stringContaining('`items.update`') as unknown,
      responses: { 403: {} },
    });
  });
});
