import {
  idParam,
  inventoryItemCreateBody,
  inventoryItemUpdateBody,
  inventoryReduceBody,
  inventorySearchQuery,
  truckCreateBody,
  truckUpdateBody,
  warehouseCreateBody,
  warehouseUpdateBody,
} from '@silkway/contracts';
import {
  startTestService,
  itSweepsEachCall,
  type SweepCall,
  type TestService,
} from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';

// A fresh database: the warehouse, stock line and truck the calls name all get id 1.
const id = { schema: idParam, valid: '1' };
const CALLS: SweepCall[] = [
  {
    method: 'GET',
    path: '/internal/search',
    query: { schema: inventorySearchQuery, valid: { q: 'кабель' } },
  },
  {
    method: 'POST',
    path: '/api/admin/warehouses',
    body: { schema: warehouseCreateBody, valid: { location: 'Урумчи' } },
  },
  { method: 'GET', path: '/api/admin/warehouses/:id', params: { id } },
  {
    method: 'PUT',
    path: '/api/admin/warehouses/:id',
    params: { id },
    body: { schema: warehouseUpdateBody, valid: { location: 'Урумчи' } },
  },
  { method: 'GET', path: '/api/admin/inventory/:warehouseId', params: { warehouseId: id } },
  {
    method: 'GET',
    path: '/api/admin/warehouse-inventory/:id',
    params: { id },
  },
  {
    method: 'POST',
    path: '/api/admin/warehouse-inventory',
    body: {
      schema: inventoryItemCreateBody,
      valid: { code: 'S-2', name: 'Кабель', warehouseId: 1 },
    },
  },
  {
    method: 'PUT',
    path: '/api/admin/warehouse-inventory/:id',
    params: { id },
    body: { schema: inventoryItemUpdateBody, valid: { code: 'S-1', name: 'Кабель' } },
  },
  {
    method: 'PATCH',
    path: '/api/admin/inventory/:id/reduce',
    params: { id },
    body: { schema: inventoryReduceBody, valid: { quantity: 1 } },
  },
  {
    method: 'POST',
    path: '/api/admin/trucks',
    body: { schema: truckCreateBody, valid: { number: '01 TJ 777' } },
  },
  {
    method: 'PUT',
    path: '/api/admin/trucks/:id',
    params: { id },
    body: { schema: truckUpdateBody, valid: { number: '01 TJ 777' } },
  },
  { method: 'GET', path: '/api/admin/trucks/:id/items', params: { id } },
  // Deletions last: every bad id is refused, so the records above stay.
  { method: 'DELETE', path: '/api/admin/warehouse-inventory/:id', params: { id } },
  { method: 'DELETE', path: '/api/admin/trucks/:id', params: { id } },
  { method: 'DELETE', path: '/api/admin/warehouses/:id', params: { id } },
];

describe('inventory service: generated bad inputs on every call', () => {
  let service: TestService<InventoryConfig>;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
    const warehouse = await service.call('POST', '/api/admin/warehouses', {
      body: { location: 'Урумчи' },
    });
    const stock = await service.call('POST', '/api/admin/warehouse-inventory', {
      body: { code: 'S-1', name: 'Кабель', warehouseId: 1, quantity: 1000 },
    });
    const truck = await service.call('POST', '/api/admin/trucks', {
      body: { number: '01 TJ 777' },
    });
    expect([warehouse.body.id, stock.body.id, truck.body.id]).toEqual([1, 1, 1]);
  }, 60_000);
  afterAll(() => service?.close());

  itSweepsEachCall('inventory', () => service, CALLS);
});
