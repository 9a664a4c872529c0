import type { AuditEntity } from '@silkway/contracts';
import {
  itemStatusTextKey,
  paymentStatusKey,
  transportTextKey,
  unitTextKey,
} from './value-vocabulary.js';

/**
 * How a stored value reads: as it is, as a number, a measure (kg, m³), USD, a day, a moment, yes or
 * no, a file size, a count of photos, or a word of a vocabulary (the key of its text, if it has one).
 */
export type ValueKind =
  | 'text'
  | 'count'
  | 'measure'
  | 'money'
  | 'day'
  | 'moment'
  | 'yesNo'
  | 'fileSize'
  | 'photos'
  | { vocabulary: (value: string) => string | undefined }
  /** The id of another record, read as its name (a truck's plate, a client's name). */
  | { record: RecordKind };

/** Records a change may point at by id. */
export type RecordKind = 'truck' | 'warehouse' | 'counterparty' | 'order' | 'user';
const record = (kind: RecordKind): ValueKind => ({ record: kind });

/** A field as its form names it (a namespaced dictionary key) and how its value reads. */
export interface FieldSpec {
  label: string;
  value?: ValueKind;
}

const keyOf =
  <Value extends string>(namespace: string, textKey: (value: Value) => string | undefined) =>
  (value: string) => {
    const key = textKey(value as Value);
    return key ? `${namespace}:${key}` : undefined;
  };

const vocabulary = (words: (value: string) => string | undefined): ValueKind => ({
  vocabulary: words,
});

/** A vocabulary whose keys are `prefix.value` for the given values only. */
const listed = (namespace: string, prefix: string, values: readonly string[]) =>
  vocabulary((value) => (values.includes(value) ? `${namespace}:${prefix}.${value}` : undefined));

const orders = (key: string, value?: ValueKind): FieldSpec => ({
  label: `admin-orders:${key}`,
  value,
});

/** An order's item: the labels of the item form (admin-orders `fields.*`), the values as its card shows them. */
const ITEM_FIELDS: Record<string, FieldSpec> = {
  code: orders('fields.code'),
  name: orders('fields.name'),
  quantity: orders('fields.quantity', 'count'),
  characteristics: orders('fields.characteristics'),
  description: orders('fields.description'),
  deliveryPeriod: orders('fields.deliveryPeriod', 'count'),
  destination: orders('fields.destination'),
  shipmentDate: orders('fields.shipmentDate', 'day'),
  expectedDeliveryDate: orders('fields.expectedDeliveryDate', 'day'),
  transport: orders('fields.transport', vocabulary(keyOf('admin-orders', transportTextKey))),
  comments: orders('fields.comments'),
  volumeType: orders('fields.volumeType', vocabulary(keyOf('admin-orders', unitTextKey))),
  weight: orders('fields.weight', 'measure'),
  volume: orders('fields.volume', 'measure'),
  pricePerUnit: orders('fields.pricePerUnit', 'money'),
  transportPrice: orders('fields.transportPrice', 'money'),
  totalPrice: orders('fields.totalPrice', 'money'),
  totalTransportCost: orders('fields.totalTransportCost', 'money'),
  totalAmount: orders('fields.totalAmount', 'money'),
  remainingAmount: orders('fields.remainingAmount', 'money'),
  status: orders('item.status', vocabulary(keyOf('admin-orders', itemStatusTextKey))),
  paymentStatus: orders(
    'fields.paymentStatus',
    vocabulary(keyOf('admin-orders', paymentStatusKey)),
  ),
  photos: orders('fields.photos', 'photos'),
  truckId: orders('fields.truckId', record('truck')),
  warehouseId: orders('fields.warehouseId', record('warehouse')),
  autoCalculate: orders('itemForm.autoCalculate', 'yesNo'),
  fromInventory: orders('overlay.fromWarehouse', 'yesNo'),
  rawText: { label: 'admin-changes:fields.rawText' },
  warehouseName: { label: 'admin-changes:fields.warehouseName' },
  inventoryItemId: { label: 'admin-changes:fields.inventoryItemId' },
};

/** An order: the labels of the order form and overlay. */
const ORDER_FIELDS: Record<string, FieldSpec> = {
  name: orders('orderForm.name'),
  code: orders('orderForm.code'),
  comments: orders('orderForm.comments'),
  counterpartyId: orders('orderForm.counterparty', record('counterparty')),
  destination: orders('orderForm.destination'),
  expectedDelivery: orders('orderForm.expectedDelivery', 'day'),
  warehouse: orders('overlay.warehouse'),
  status: orders(
    'overlay.status',
    listed('admin-orders', 'orderStatusOption', ['active', 'completed']),
  ),
};

const counterparties = (key: string, value?: ValueKind): FieldSpec => ({
  label: `admin-counterparties:form.${key}`,
  value,
});

const COUNTERPARTY_FIELDS: Record<string, FieldSpec> = {
  name: counterparties('name'),
  company: counterparties('company'),
  email: counterparties('email'),
  phone: counterparties('phone'),
  address: counterparties('address'),
  taxId: counterparties('taxId'),
  comments: counterparties('comments'),
  creditLimit: counterparties('creditLimit', 'money'),
  type: counterparties(
    'type',
    listed('admin-counterparties', 'type', ['client', 'supplier', 'both']),
  ),
};

const warehouses = (key: string, value?: ValueKind): FieldSpec => ({
  label: `admin-warehouses:${key}`,
  value,
});

const WAREHOUSE_FIELDS: Record<string, FieldSpec> = {
  name: warehouses('warehouseFields.location'),
  location: warehouses('warehouseFields.location'),
  address: warehouses('warehouseFields.address'),
  manager: warehouses('warehouseFields.manager'),
  phone: warehouses('warehouseFields.phone'),
  capacity: warehouses('warehouseFields.capacity', 'measure'),
  currentUtilization: warehouses('warehouseFields.currentUtilization', 'measure'),
  isActive: warehouses('warehouseFields.isActive', 'yesNo'),
  comments: warehouses('warehouseFields.comments'),
};

const STOCK_FIELDS: Record<string, FieldSpec> = {
  code: warehouses('stockFields.code'),
  name: warehouses('stockFields.name'),
  description: warehouses('stockFields.description'),
  characteristics: warehouses('stockFields.characteristics'),
  quantity: warehouses('stockFields.quantity', 'count'),
  pricePerUnit: warehouses('stockFields.pricePerUnit', 'money'),
  volumeType: warehouses('stockFields.volumeType', vocabulary(keyOf('admin-orders', unitTextKey))),
  deliveryPeriod: warehouses('stockFields.deliveryPeriod', 'count'),
  transport: warehouses(
    'stockFields.transport',
    vocabulary(keyOf('admin-orders', transportTextKey)),
  ),
  warehouseId: orders('fields.warehouseId', record('warehouse')),
};

const TRUCK_FIELDS: Record<string, FieldSpec> = {
  number: { label: 'admin-trucks:truckForm.number' },
  capacity: { label: 'admin-trucks:truckForm.capacity', value: 'measure' },
  status: {
    label: 'admin-trucks:truckForm.status',
    value: listed('admin-trucks', 'status', ['Свободен', 'В пути']),
  },
  currentWeight: { label: 'admin-trucks:card.currentWeight', value: 'measure' },
  currentVolume: { label: 'admin-trucks:card.currentVolume', value: 'measure' },
};

const changes = (key: string, value?: ValueKind): FieldSpec => ({
  label: `admin-changes:fields.${key}`,
  value,
});

/** A payment as its form and card name it; who recorded and who voided it by name. */
const PAYMENT_FIELDS: Record<string, FieldSpec> = {
  counterpartyId: changes('counterpartyId', record('counterparty')),
  orderId: changes('orderId', record('order')),
  amount: changes('amount', 'count'),
  currency: changes('currency'),
  rate: changes('rate', 'count'),
  rateDate: changes('rateDate', 'day'),
  amountUsd: changes('amountUsd', 'money'),
  paidAt: changes('paidAt', 'day'),
  method: changes('method', listed('admin-changes', 'methods', ['cash', 'bank', 'card', 'other'])),
  reference: changes('reference'),
  note: changes('note'),
  createdBy: changes('createdBy', record('user')),
  createdAt: changes('createdAt', 'moment'),
  voidedAt: changes('voidedAt', 'moment'),
  voidReason: changes('voidReason'),
  voidedBy: changes('voidedBy', record('user')),
};

/** Each kind of record's fields as its own form names them; kinds not listed use the common names. */
export const CHANGE_FIELDS: Partial<Record<AuditEntity, Record<string, FieldSpec>>> = {
  payment: PAYMENT_FIELDS,
  item: ITEM_FIELDS,
  order: ORDER_FIELDS,
  counterparty: COUNTERPARTY_FIELDS,
  warehouse: WAREHOUSE_FIELDS,
  stock: STOCK_FIELDS,
  truck: TRUCK_FIELDS,
};

/** Names many records share (a folder's name, a document's size), for fields no form above names. */
export const COMMON_FIELDS: Record<string, FieldSpec> = Object.fromEntries(
  [
    'rawText',
    'warehouseName',
    'inventoryItemId',
    'counterpartyName',
    'name',
    'code',
    'number',
    'description',
    'comments',
    'note',
    'status',
    'type',
    'email',
    'phone',
    'address',
    'fileName',
    'mimeType',
  ]
    .map((field): [string, FieldSpec] => [field, { label: `admin-changes:fields.${field}` }])
    .concat([
      ['fileSize', { label: 'admin-changes:fields.fileSize', value: 'fileSize' }],
      ['size', { label: 'admin-changes:fields.size', value: 'fileSize' }],
    ]),
);
