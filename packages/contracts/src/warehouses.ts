import { z } from 'zod';
import {
  blankAsNull,
  measureField,
  moneyField,
  optionalLongTextField,
  optionalTextField,
  recordBodies,
  requiredIdField,
  requiredTextField,
  wholeNumberField,
} from './form-fields.js';
import { itemMessages, TRANSPORT_TYPES, VOLUME_TYPES } from './items.js';
import { ordersSearchQuery } from './orders.js';
import { recordVersion } from './versions.js';

/** Warehouses and their stock: product.md §3 "Warehouse", "Inventory item", §5 "Warehouse", §7 "Admin warehouses and inventory". */

export const warehouseMessages = {
  locationRequired: 'Укажите город склада',
  isActive: 'Ожидается да или нет',
  notFound: 'Склад не найден',
  inventoryItemNotFound: 'Товар на складе не найден',
  itemRemovedFromOrder: 'Позиция удалена из заказа: товар остался на складе',
  quantityWhole: 'Количество должно быть целым числом',
  quantityNegative: 'Количество не может быть отрицательным',
  reduceMin: 'Списать можно не меньше 1',
  warehouseRequired: 'Выберите склад',
  notEnoughStock: (available: number, requested: number) =>
    `Недостаточно товара на складе: доступно ${available}, запрошено ${requested}`,
} as const;

const warehouseFields = {
  /** The city; the warehouse's name is set equal to it (product.md §5). */
  location: requiredTextField(warehouseMessages.locationRequired),
  address: optionalTextField,
  /** m³. */
  capacity: measureField,
  currentUtilization: measureField,
  isActive: z.boolean({ error: warehouseMessages.isActive }),
  manager: optionalTextField,
  phone: optionalTextField,
  comments: optionalLongTextField,
};

const warehouseBodies = recordBodies(warehouseFields, ['location'], {
  capacity: 0,
  currentUtilization: 0,
  isActive: true,
});

/** POST /api/admin/warehouses. A `name` sent by the form is ignored: the name is the location. */
export const warehouseCreateBody = warehouseBodies.createBody;
export type WarehouseCreateBody = z.output<typeof warehouseCreateBody>;
export type WarehouseCreateInput = z.input<typeof warehouseCreateBody>;

/** PUT /api/admin/warehouses/{id}: location required; absent fields stay as they are. */
export const warehouseUpdateBody = warehouseBodies.updateBody;
export type WarehouseUpdateBody = z.output<typeof warehouseUpdateBody>;

export const warehouseAnswer = z.object({
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  location: z.string(),
  address: z.string().nullable(),
  capacity: z.number(),
  currentUtilization: z.number(),
  isActive: z.boolean(),
  manager: z.string().nullable(),
  phone: z.string().nullable(),
  comments: z.string().nullable(),
  createdAt: z.string(),
});
export type WarehouseAnswer = z.infer<typeof warehouseAnswer>;

/** GET /api/admin/inventory-counts: warehouse id → number of stock lines in it. */
export const inventoryCountsAnswer = z.record(z.string(), z.number().int());
export type InventoryCountsAnswer = z.infer<typeof inventoryCountsAnswer>;

const stockQuantityField = wholeNumberField(
  0,
  warehouseMessages.quantityNegative,
  warehouseMessages.quantityWhole,
);

const inventoryItemFields = {
  code: requiredTextField(itemMessages.codeRequired),
  name: requiredTextField(itemMessages.nameRequired),
  description: optionalLongTextField,
  characteristics: optionalLongTextField,
  quantity: stockQuantityField,
  /** USD per unit. */
  pricePerUnit: moneyField,
  volume: measureField,
  volumeType: z.enum(VOLUME_TYPES, { error: itemMessages.volumeType }),
  /** Days. */
  deliveryPeriod: blankAsNull(
    wholeNumberField(0, itemMessages.deliveryPeriodWhole, itemMessages.deliveryPeriodWhole),
  ),
  transport: z.enum(TRANSPORT_TYPES, { error: itemMessages.transport }),
};

/** POST /api/admin/warehouse-inventory: item fields plus warehouseId. */
export const inventoryItemCreateBody = z.object({
  ...inventoryItemFields,
  warehouseId: requiredIdField,
  description: inventoryItemFields.description.default(null),
  characteristics: inventoryItemFields.characteristics.default(null),
  quantity: inventoryItemFields.quantity.default(0),
  pricePerUnit: inventoryItemFields.pricePerUnit.default(0),
  volume: inventoryItemFields.volume.default(0),
  volumeType: inventoryItemFields.volumeType.default('kg'),
  deliveryPeriod: inventoryItemFields.deliveryPeriod.default(null),
  transport: inventoryItemFields.transport.default('Авто'),
});
export type InventoryItemCreateBody = z.output<typeof inventoryItemCreateBody>;
export type InventoryItemCreateInput = z.input<typeof inventoryItemCreateBody>;

/** PUT /api/admin/warehouse-inventory/{id}: code and name required; absent fields stay as they are. */
export const inventoryItemUpdateBody = z
  .object({ ...inventoryItemFields, warehouseId: requiredIdField })
  .partial()
  .extend({ code: inventoryItemFields.code, name: inventoryItemFields.name });
export type InventoryItemUpdateBody = z.output<typeof inventoryItemUpdateBody>;

/** PATCH /api/admin/inventory/{id}/reduce: take `quantity` units out of stock, never below zero. */
export const inventoryReduceBody = z.object({
  quantity: wholeNumberField(1, warehouseMessages.reduceMin, warehouseMessages.quantityWhole),
});
export type InventoryReduceBody = z.output<typeof inventoryReduceBody>;

export const inventoryItemAnswer = z.object({
  id: z.number().int(),
  version: recordVersion,
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  characteristics: z.string().nullable(),
  quantity: z.number().int(),
  /** What can still be taken; equals quantity (reductions lower the quantity itself). */
  availableQuantity: z.number().int(),
  pricePerUnit: z.number(),
  volume: z.number(),
  volumeType: z.enum(VOLUME_TYPES),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  deliveryPeriod: z.number().int().nullable(),
  transport: z.enum(TRANSPORT_TYPES),
  createdAt: z.string(),
});
export type InventoryItemAnswer = z.infer<typeof inventoryItemAnswer>;

/** GET /internal/search?q= (the inventory service's part of the admin search): stock lines by code, name or description. */
export const inventorySearchAnswer = z.object({ inventory: z.array(inventoryItemAnswer) });
export type InventorySearchAnswer = z.infer<typeof inventorySearchAnswer>;
export const INVENTORY_SEARCH_LIMIT = 20;
/** The same rule as the orders half (product.md §5: search runs only when the query is non-blank). */
export const inventorySearchQuery = ordersSearchQuery;
