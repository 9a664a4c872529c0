import { api, inventorySearchQuery } from '@silkway/contracts';
import {
  describeBadInputSweep,
  startTestService,
  sweepOf,
  type SweepCall,
} from '@silkway/service-kit/testing';
import { inventoryService } from '../src/service.js';

// A fresh database: the warehouse, stock line and truck the calls name all get id 1.
const first = { params: { id: '1' } };
const CALLS: SweepCall[] = [
  {
    method: 'GET',
    path: '/internal/search',
    query: { schema: inventorySearchQuery, valid: { q: 'кабель' } },
  },
  sweepOf(api.warehouses.create, { body: { location: 'Урумчи' } }),
  sweepOf(api.warehouses.get, first),
  sweepOf(api.warehouses.update, { ...first, body: { location: 'Урумчи' } }),
  sweepOf(api.stock.listAvailable, { params: { warehouseId: '1' } }),
  sweepOf(api.stock.listAll, first),
  sweepOf(api.stock.add, { body: { code: 'S-2', name: 'Кабель', warehouseId: 1 } }),
  sweepOf(api.stock.update, { ...first, body: { code: 'S-1', name: 'Кабель' } }),
  sweepOf(api.stock.reduce, { ...first, body: { quantity: 1 } }),
  sweepOf(api.trucks.create, { body: { number: '01 TJ 777' } }),
  sweepOf(api.trucks.update, { ...first, body: { number: '01 TJ 777' } }),
  sweepOf(api.trucks.loads, first),
  // Deletions last: every bad id is refused, so the records above stay.
  sweepOf(api.stock.remove, first),
  sweepOf(api.trucks.delete, first),
  sweepOf(api.warehouses.delete, first),
];

describeBadInputSweep('inventory', CALLS, async () => {
  const service = await startTestService(inventoryService);
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
  return service;
});
