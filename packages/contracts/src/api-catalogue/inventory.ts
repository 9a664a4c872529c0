import { z } from 'zod';
import { idParam } from '../common.js';
import { truckAnswer, truckCreateBody, truckLoadAnswer, truckUpdateBody } from '../trucks.js';
import {
  inventoryCountsAnswer,
  inventoryItemAnswer,
  inventoryItemCreateBody,
  inventoryItemUpdateBody,
  inventoryReduceBody,
  warehouseAnswer,
  warehouseCreateBody,
  warehouseUpdateBody,
} from '../warehouses.js';
import { defineCall, json, jsonBody, noContent } from './define-call.js';
import { idParams } from './params.js';

const warehouseIdParams = z.object({ warehouseId: idParam });

export const warehouseCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/warehouses',
    owner: 'inventory',
    permission: 'warehouses.read',
    summary: 'Every warehouse',
    answer: json(z.array(warehouseAnswer)),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/warehouses',
    owner: 'inventory',
    permission: 'warehouses.write',
    summary: 'Create a warehouse',
    body: jsonBody(warehouseCreateBody),
    answer: json(warehouseAnswer, 201),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/admin/warehouses/{id}',
    owner: 'inventory',
    permission: 'warehouses.read',
    summary: 'One warehouse',
    params: idParams,
    answer: json(warehouseAnswer),
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/warehouses/{id}',
    owner: 'inventory',
    permission: 'warehouses.write',
    summary: 'Change a warehouse',
    params: idParams,
    body: jsonBody(warehouseUpdateBody),
    answer: json(warehouseAnswer),
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/admin/warehouses/{id}',
    owner: 'inventory',
    permission: 'warehouses.write',
    summary: 'Delete a warehouse',
    params: idParams,
    answer: noContent(),
  }),
};

/** Stock lines of the warehouses. */
export const stockCalls = {
  counts: defineCall({
    method: 'GET',
    path: '/api/admin/inventory-counts',
    owner: 'inventory',
    permission: 'warehouses.read',
    summary: 'Number of stock lines per warehouse id',
    answer: json(inventoryCountsAnswer),
  }),
  listAvailable: defineCall({
    method: 'GET',
    path: '/api/admin/inventory/{warehouseId}',
    owner: 'inventory',
    permission: 'warehouses.read',
    summary: 'Stock lines of a warehouse with goods left (the add-from-warehouse dialog)',
    params: warehouseIdParams,
    answer: json(z.array(inventoryItemAnswer)),
  }),
  listAll: defineCall({
    method: 'GET',
    // {id}, not {warehouseId}: the stock line calls share this path and name their parameter id.
    path: '/api/admin/warehouse-inventory/{id}',
    owner: 'inventory',
    permission: 'warehouses.read',
    summary: 'Every stock line of the warehouse {id}, empty ones included',
    params: idParams,
    answer: json(z.array(inventoryItemAnswer)),
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/admin/warehouse-inventory',
    owner: 'inventory',
    permission: 'warehouses.write',
    summary: 'Add a stock line',
    body: jsonBody(inventoryItemCreateBody),
    answer: json(inventoryItemAnswer, 201),
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/warehouse-inventory/{id}',
    owner: 'inventory',
    permission: 'warehouses.write',
    summary: 'Change a stock line',
    params: idParams,
    body: jsonBody(inventoryItemUpdateBody),
    answer: json(inventoryItemAnswer),
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/admin/warehouse-inventory/{id}',
    owner: 'inventory',
    permission: 'warehouses.write',
    summary: 'Remove a stock line',
    params: idParams,
    answer: noContent(),
  }),
  reduce: defineCall({
    method: 'PATCH',
    path: '/api/admin/inventory/{id}/reduce',
    owner: 'inventory',
    permission: 'warehouses.write',
    summary: 'Take a quantity off a stock line (409 with what is left when it would go below zero)',
    params: idParams,
    body: jsonBody(inventoryReduceBody),
    answer: json(inventoryItemAnswer),
  }),
};

export const truckCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/trucks',
    owner: 'inventory',
    permission: 'warehouses.read',
    summary: 'Every truck',
    answer: json(z.array(truckAnswer)),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/trucks',
    owner: 'inventory',
    permission: 'warehouses.write',
    summary: 'Create a truck',
    body: jsonBody(truckCreateBody),
    answer: json(truckAnswer, 201),
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/trucks/{id}',
    owner: 'inventory',
    permission: 'warehouses.write',
    summary: 'Change a truck',
    params: idParams,
    body: jsonBody(truckUpdateBody),
    answer: json(truckAnswer),
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/admin/trucks/{id}',
    owner: 'inventory',
    permission: 'warehouses.write',
    summary: 'Delete a truck',
    params: idParams,
    answer: noContent(),
  }),
  loads: defineCall({
    method: 'GET',
    path: '/api/admin/trucks/{id}/items',
    owner: 'inventory',
    permission: 'warehouses.read',
    summary: 'Items loaded on a truck',
    params: idParams,
    answer: json(z.array(truckLoadAnswer)),
  }),
};
