import { z } from 'zod';
import {
  blankAsNull,
  isStorableText,
  measureField,
  moneyField,
  optionalDateField,
  optionalIdField,
  optionalLongTextField,
  optionalTextField,
  TEXT_LIMITS,
  requiredIdField,
  requiredTextField,
  wholeNumberField,
} from './form-fields.js';
import { DATA_URL_PATTERN } from './files.js';
import { DEFAULT_ITEM_DESTINATION } from './item-destination.js';
import { recordVersion } from './versions.js';

/** Order items (goods): product.md §3 "Order item", §4 states, §5 rules, §7 admin item calls. */

export const VOLUME_TYPES = ['kg', 'm³'] as const;
export type VolumeType = (typeof VOLUME_TYPES)[number];
export const TRANSPORT_TYPES = ['Авто', 'ЖД', 'Авиа', 'Море'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
export const ITEM_STATUSES = ['На складе', 'Отправлено', 'Доставлено'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const PAYMENT_STATUSES = ['paid', 'prepaid', 'partial', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Photos per item in the edit form and the photo dialog (the add form offers 5). */
export const MAX_ITEM_PHOTOS = 10;

/** Items one bulk change may name (PATCH /api/admin/orders/{id}/items). */
export const MAX_BULK_ITEMS = 200;

export const itemMessages = {
  codeRequired: 'Введите код товара',
  nameRequired: 'Введите название товара',
  quantityWhole: 'Количество должно быть целым числом',
  quantityMin: 'Количество должно быть не меньше 1',
  deliveryPeriodWhole: 'Срок доставки — целое число дней',
  volumeType: 'Выберите единицу измерения: kg или m³',
  transport: 'Выберите вид транспорта: Авто, ЖД, Авиа или Море',
  status: 'Выберите статус: На складе, Отправлено или Доставлено',
  paymentStatus: 'Выберите статус оплаты',
  tooManyPhotos: `Можно загрузить не более ${MAX_ITEM_PHOTOS} фотографий`,
  photo: 'Некорректная фотография',
  flag: 'Ожидается да или нет',
  inventoryItemRequired: 'Выберите товар со склада',
  notFound: 'Товар не найден',
  photosIgnored: (limit: number, ignored: number) =>
    `Можно загрузить не более ${limit} фотографий: лишние (${ignored}) не сохранены`,
  photoNotImage: 'Фотография должна быть изображением JPG, PNG или GIF',
  stockPending: 'Ожидается списание со склада',
  bulkNoItems: 'Выберите хотя бы один товар',
  bulkTooManyItems: `Не более ${MAX_BULK_ITEMS} товаров за один раз`,
  bulkNothingToChange: 'Выберите новый статус или трак',
  /** Items the bulk change named that its order does not hold (another order's, deleted or unknown). */
  bulkItemsNotInOrder: (ids: readonly number[]) =>
    `Товары не найдены в этом заказе (№ ${ids.join(', ')}): ничего не изменено`,
} as const;

/** Photos an item may get when it is created (the add form's limit, product.md §9). */
export const MAX_NEW_ITEM_PHOTOS = 5;

/**
 * Where an item taken from warehouse stock stands: 'pending' until the inventory answers,
 * 'reduced' once the stock went down, 'rejected' when it could not (see stockNote for why).
 */
export const STOCK_STATUSES = ['pending', 'reduced', 'rejected'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Whole quantity of at least 1; an empty input falls back to 1 (product.md §5). */
const quantityField = z
  .union([z.number(), z.string(), z.null()])
  .pipe(
    z.transform((raw) =>
      raw === null || (typeof raw === 'string' && raw.trim() === '') ? 1 : raw,
    ),
  )
  .pipe(wholeNumberField(1, itemMessages.quantityMin, itemMessages.quantityWhole));

/** A photo as sent: a data URL to store, or the URL of one already stored. */
const photoField = z
  .string({ error: itemMessages.photo })
  .refine(
    (photo) =>
      photo.startsWith('data:')
        ? DATA_URL_PATTERN.test(photo)
        : photo.length > 0 && photo.length <= TEXT_LIMITS.short && isStorableText(photo),
    { error: itemMessages.photo },
  );

export const photosField = z
  .array(photoField, { error: itemMessages.photo })
  .max(MAX_ITEM_PHOTOS, { error: itemMessages.tooManyPhotos });

export const itemStatusField = z.enum(ITEM_STATUSES, { error: itemMessages.status });
const flagField = z.boolean({ error: itemMessages.flag });

/** Every editable item field, without defaults: a create body adds them, an update leaves absent fields unchanged. */
const itemFields = {
  code: requiredTextField(itemMessages.codeRequired),
  name: requiredTextField(itemMessages.nameRequired),
  quantity: quantityField,
  characteristics: optionalLongTextField,
  description: optionalLongTextField,
  /** Days. */
  deliveryPeriod: blankAsNull(
    wholeNumberField(0, itemMessages.deliveryPeriodWhole, itemMessages.deliveryPeriodWhole),
  ),
  destination: optionalTextField,
  shipmentDate: optionalDateField,
  expectedDeliveryDate: optionalDateField,
  transport: z.enum(TRANSPORT_TYPES, { error: itemMessages.transport }),
  comments: optionalLongTextField,
  volumeType: z.enum(VOLUME_TYPES, { error: itemMessages.volumeType }),
  /** kg; the measure of a 'kg' item. */
  weight: measureField,
  /** m³; the measure of a 'm³' item. */
  volume: measureField,
  pricePerUnit: moneyField,
  transportPrice: moneyField,
  // The four totals are read only when autoCalculate is off (see resolveItemTotals); null = not typed.
  totalPrice: blankAsNull(moneyField),
  totalTransportCost: blankAsNull(moneyField),
  totalAmount: blankAsNull(moneyField),
  remainingAmount: blankAsNull(moneyField),
  status: itemStatusField,
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: itemMessages.paymentStatus }),
  photos: photosField,
  rawText: optionalLongTextField,
  warehouseId: optionalIdField,
  warehouseName: optionalTextField,
  truckId: optionalIdField,
  autoCalculate: flagField,
  fromInventory: flagField,
  inventoryItemId: optionalIdField,
};

const itemCreateFields = {
  ...itemFields,
  quantity: itemFields.quantity.default(1),
  characteristics: itemFields.characteristics.default(null),
  description: itemFields.description.default(null),
  deliveryPeriod: itemFields.deliveryPeriod.default(null),
  destination: itemFields.destination.default(DEFAULT_ITEM_DESTINATION),
  shipmentDate: itemFields.shipmentDate.default(null),
  expectedDeliveryDate: itemFields.expectedDeliveryDate.default(null),
  transport: itemFields.transport.default('Авто'),
  comments: itemFields.comments.default(null),
  volumeType: itemFields.volumeType.default('kg'),
  weight: itemFields.weight.default(0),
  volume: itemFields.volume.default(0),
  pricePerUnit: itemFields.pricePerUnit.default(0),
  transportPrice: itemFields.transportPrice.default(0),
  totalPrice: itemFields.totalPrice.default(null),
  totalTransportCost: itemFields.totalTransportCost.default(null),
  totalAmount: itemFields.totalAmount.default(null),
  remainingAmount: itemFields.remainingAmount.default(null),
  status: itemFields.status.default('На складе'),
  paymentStatus: itemFields.paymentStatus.default('unpaid'),
  photos: itemFields.photos.default([]),
  rawText: itemFields.rawText.default(null),
  warehouseId: itemFields.warehouseId.default(null),
  warehouseName: itemFields.warehouseName.default(null),
  truckId: itemFields.truckId.default(null),
  autoCalculate: itemFields.autoCalculate.default(true),
  fromInventory: itemFields.fromInventory.default(false),
  inventoryItemId: itemFields.inventoryItemId.default(null),
};

/** The fields an item's totals depend on: what the form's auto-calculation preview parses. */
export const itemTotalsInput = z.object({
  quantity: itemCreateFields.quantity,
  volumeType: itemCreateFields.volumeType,
  weight: itemCreateFields.weight,
  volume: itemCreateFields.volume,
  pricePerUnit: itemCreateFields.pricePerUnit,
  transportPrice: itemCreateFields.transportPrice,
  paymentStatus: itemCreateFields.paymentStatus,
  autoCalculate: itemCreateFields.autoCalculate,
  totalPrice: itemCreateFields.totalPrice,
  totalTransportCost: itemCreateFields.totalTransportCost,
  totalAmount: itemCreateFields.totalAmount,
  remainingAmount: itemCreateFields.remainingAmount,
});
export type ItemTotalsInput = z.output<typeof itemTotalsInput>;

const takenFromInventoryHasItem = (item: {
  fromInventory?: boolean;
  inventoryItemId?: number | null;
}) => item.fromInventory !== true || item.inventoryItemId != null;
const inventoryItemRule = { error: itemMessages.inventoryItemRequired, path: ['inventoryItemId'] };

/** POST /api/admin/orders/{id}/items: an item of the order in the path. */
export const itemCreateBody = z
  .object(itemCreateFields)
  .refine(takenFromInventoryHasItem, inventoryItemRule);
export type ItemCreateBody = z.output<typeof itemCreateBody>;
export type ItemCreateInput = z.input<typeof itemCreateBody>;

/** POST /api/admin/order-items: the same, naming its order in the body. */
export const orderItemCreateBody = z
  .object({ ...itemCreateFields, orderId: requiredIdField })
  .refine(takenFromInventoryHasItem, inventoryItemRule);
export type OrderItemCreateBody = z.output<typeof orderItemCreateBody>;

/** PUT /api/admin/order-items/{id}: absent fields stay as they are; code and name, if sent, stay required. */
export const itemUpdateBody = z
  .object(itemFields)
  .partial()
  .refine(takenFromInventoryHasItem, inventoryItemRule);
export type ItemUpdateBody = z.output<typeof itemUpdateBody>;
export type ItemUpdateInput = z.input<typeof itemUpdateBody>;

/** PATCH /api/admin/order-items/{id}/status. */
export const itemStatusPatchBody = z.object({
  status: itemStatusField,
  photos: photosField.optional(),
});
export type ItemStatusPatchBody = z.output<typeof itemStatusPatchBody>;

/**
 * PATCH /api/admin/orders/{id}/items: several items of the order get one status and/or go into one
 * truck (null: out of any truck); absent fields stay as they are. An id named twice counts once.
 */
export const itemsBulkPatchBody = z
  .object({
    itemIds: z
      .array(requiredIdField, { error: itemMessages.bulkNoItems })
      .min(1, { error: itemMessages.bulkNoItems })
      .max(MAX_BULK_ITEMS, { error: itemMessages.bulkTooManyItems })
      .transform((ids) => [...new Set(ids)]),
    status: itemStatusField.optional(),
    truckId: optionalIdField.optional(),
    /** The version of each item the caller read: one changed since refuses the whole call (412). */
    itemVersions: z
      .array(z.object({ id: requiredIdField, version: recordVersion }))
      .max(MAX_BULK_ITEMS)
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.truckId !== undefined, {
    error: itemMessages.bulkNothingToChange,
    path: ['status'],
  });
export type ItemsBulkPatchBody = z.output<typeof itemsBulkPatchBody>;
export type ItemsBulkPatchInput = z.input<typeof itemsBulkPatchBody>;

/** PATCH /api/admin/orders/items/{id}/photos. */
export const itemPhotosPatchBody = z.object({ photos: photosField });
export type ItemPhotosPatchBody = z.output<typeof itemPhotosPatchBody>;

/** An order item as the API answers it; money in USD, weight in kg, volume in m³, dates 'YYYY-MM-DD'. */
export const itemAnswer = z.object({
  id: z.number().int(),
  version: recordVersion,
  orderId: z.number().int(),
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  characteristics: z.string().nullable(),
  description: z.string().nullable(),
  deliveryPeriod: z.number().int().nullable(),
  destination: z.string().nullable(),
  shipmentDate: z.string().nullable(),
  expectedDeliveryDate: z.string().nullable(),
  transport: z.enum(TRANSPORT_TYPES),
  comments: z.string().nullable(),
  volumeType: z.enum(VOLUME_TYPES),
  transportPrice: z.number(),
  pricePerUnit: z.number(),
  totalPrice: z.number(),
  totalTransportCost: z.number(),
  volume: z.number(),
  weight: z.number(),
  status: itemStatusField,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** URLs of the stored photos (docs/architecture.md: files are answered as URLs, not data URLs). */
  photos: z.array(z.string()),
  rawText: z.string().nullable(),
  warehouseId: z.number().int().nullable(),
  warehouseName: z.string().nullable(),
  truckId: z.number().int().nullable(),
  truck: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  totalAmount: z.number(),
  remainingAmount: z.number(),
  autoCalculate: z.boolean(),
  fromInventory: z.boolean(),
  inventoryItemId: z.number().int().nullable(),
  /** Only for items taken from warehouse stock; null otherwise. */
  stockStatus: z.enum(STOCK_STATUSES).nullable(),
  /** Why the stock could not be reduced. */
  stockNote: z.string().nullable(),
  createdAt: z.string(),
  /** Set when something sent was not kept, e.g. photos beyond the limit. */
  notice: z.string().optional(),
});
export type ItemAnswer = z.infer<typeof itemAnswer>;

/** GET /api/admin/change-history/item/{itemId}: one entry per changed field. */
export const changeHistoryEntryAnswer = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  username: z.string(),
  fieldChanged: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  createdAt: z.string(),
});
export type ChangeHistoryEntryAnswer = z.infer<typeof changeHistoryEntryAnswer>;
