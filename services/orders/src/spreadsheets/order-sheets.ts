import { itemCreateBody, type OrderAnswer } from '@silkway/contracts';
import type { ImportLayout, SheetColumn } from '@silkway/service-kit';

/** Headings as product.md §7 lists show them: active orders read 'В пути' (product.md §6 "Orders tab"). */
const ORDER_STATUS_LABELS: Record<OrderAnswer['status'], string> = {
  active: 'В пути',
  completed: 'Завершён',
};

export const ORDERS_SHEET_NAME = 'Заказы';
export const ITEMS_SHEET_NAME = 'Товары';

export const ORDER_SHEET_COLUMNS: readonly SheetColumn<OrderAnswer>[] = [
  { heading: 'Код заказа', kind: 'text', value: (order) => order.code, width: 14 },
  { heading: 'Заказ', kind: 'text', value: (order) => order.name, width: 28 },
  { heading: 'Клиент', kind: 'text', value: (order) => order.counterpartyName, width: 24 },
  { heading: 'Компания', kind: 'text', value: (order) => order.counterpartyCompany, width: 24 },
  { heading: 'Статус', kind: 'text', value: (order) => ORDER_STATUS_LABELS[order.status] },
  { heading: 'Склад', kind: 'text', value: (order) => order.warehouse },
  { heading: 'Назначение', kind: 'text', value: (order) => order.destination, width: 22 },
  { heading: 'Создан', kind: 'datetime', value: (order) => new Date(order.createdAt), width: 17 },
  { heading: 'Ожидаемая доставка', kind: 'date', value: (order) => order.expectedDelivery },
  { heading: 'Количество', kind: 'integer', value: (order) => order.totalQuantity },
  { heading: 'Вес, кг', kind: 'decimal', value: (order) => order.totalWeight },
  { heading: 'Объём, м³', kind: 'decimal', value: (order) => order.totalVolume },
  { heading: 'Сумма, USD', kind: 'decimal', value: (order) => order.totalAmount },
  { heading: 'Остаток к оплате, USD', kind: 'decimal', value: (order) => order.remainingAmount },
  { heading: 'Комментарий', kind: 'text', value: (order) => order.comments, width: 28 },
];

/** An item row as the export query reads it (numeric columns come as text from PostgreSQL). */
export interface ItemSheetRow {
  order_code: string | null;
  order_name: string;
  client: string | null;
  code: string;
  name: string;
  quantity: number;
  characteristics: string | null;
  description: string | null;
  destination: string | null;
  shipment_date: string | null;
  expected_delivery_date: string | null;
  delivery_period: number | null;
  transport: string;
  volume_type: string;
  weight: string;
  volume: string;
  price_per_unit: string;
  transport_price: string;
  total_price: string;
  total_transport_cost: string;
  total_amount: string;
  remaining_amount: string;
  status: string;
  payment_status: string;
  comments: string | null;
}

const orderContext: readonly SheetColumn<ItemSheetRow>[] = [
  { heading: 'Код заказа', kind: 'text', value: (row) => row.order_code, width: 14 },
  { heading: 'Заказ', kind: 'text', value: (row) => row.order_name, width: 24 },
  { heading: 'Клиент', kind: 'text', value: (row) => row.client, width: 22 },
];

/** Item columns an import reads, in the form's fields; the same headings head the export. */
const itemColumns: ReadonlyArray<
  SheetColumn<ItemSheetRow> & { field: string; required?: boolean }
> = [
  {
    heading: 'Код товара',
    field: 'code',
    required: true,
    kind: 'text',
    value: (row) => row.code,
    width: 14,
  },
  {
    heading: 'Название',
    field: 'name',
    required: true,
    kind: 'text',
    value: (row) => row.name,
    width: 28,
  },
  { heading: 'Количество', field: 'quantity', kind: 'integer', value: (row) => row.quantity },
  {
    heading: 'Характеристики',
    field: 'characteristics',
    kind: 'text',
    value: (row) => row.characteristics,
    width: 22,
  },
  {
    heading: 'Описание',
    field: 'description',
    kind: 'text',
    value: (row) => row.description,
    width: 22,
  },
  {
    heading: 'Единица (kg или m³)',
    field: 'volumeType',
    kind: 'text',
    value: (row) => row.volume_type,
  },
  { heading: 'Вес, кг', field: 'weight', kind: 'decimal', value: (row) => Number(row.weight) },
  { heading: 'Объём, м³', field: 'volume', kind: 'decimal', value: (row) => Number(row.volume) },
  {
    heading: 'Цена за единицу, USD',
    field: 'pricePerUnit',
    kind: 'decimal',
    value: (row) => Number(row.price_per_unit),
  },
  {
    heading: 'Цена перевозки, USD',
    field: 'transportPrice',
    kind: 'decimal',
    value: (row) => Number(row.transport_price),
  },
  { heading: 'Транспорт', field: 'transport', kind: 'text', value: (row) => row.transport },
  {
    heading: 'Назначение',
    field: 'destination',
    kind: 'text',
    value: (row) => row.destination,
    width: 22,
  },
  {
    heading: 'Дата отправки',
    field: 'shipmentDate',
    kind: 'date',
    value: (row) => row.shipment_date,
  },
  {
    heading: 'Ожидаемая доставка',
    field: 'expectedDeliveryDate',
    kind: 'date',
    value: (row) => row.expected_delivery_date,
  },
  {
    heading: 'Срок доставки, дней',
    field: 'deliveryPeriod',
    kind: 'integer',
    value: (row) => row.delivery_period,
  },
  { heading: 'Статус', field: 'status', kind: 'text', value: (row) => row.status },
  {
    heading: 'Оплата (paid, prepaid, partial, unpaid)',
    field: 'paymentStatus',
    kind: 'text',
    value: (row) => row.payment_status,
  },
  {
    heading: 'Комментарий',
    field: 'comments',
    kind: 'text',
    value: (row) => row.comments,
    width: 22,
  },
];

/** Figures an item's totals give (product.md §9); the import recomputes them, so it reads them not. */
const itemTotals: readonly SheetColumn<ItemSheetRow>[] = [
  { heading: 'Стоимость товара, USD', kind: 'decimal', value: (row) => Number(row.total_price) },
  {
    heading: 'Стоимость перевозки, USD',
    kind: 'decimal',
    value: (row) => Number(row.total_transport_cost),
  },
  { heading: 'Сумма, USD', kind: 'decimal', value: (row) => Number(row.total_amount) },
  {
    heading: 'Остаток к оплате, USD',
    kind: 'decimal',
    value: (row) => Number(row.remaining_amount),
  },
];

export const ITEM_SHEET_COLUMNS: readonly SheetColumn<ItemSheetRow>[] = [
  ...orderContext,
  ...itemColumns,
  ...itemTotals,
];

/** A supplier's packing list: the item columns; an export's order and total columns are accepted and skipped. */
export const ITEM_IMPORT_LAYOUT: ImportLayout = {
  columns: itemColumns.map(({ heading, field, required }) => ({
    heading,
    field,
    ...(required ? { required } : {}),
  })),
  ignoredHeadings: [...orderContext, ...itemTotals].map((column) => column.heading),
};

/** A row of an item import: the add form's rules, totals computed (product.md §9), goods not taken from stock. */
export const itemImportRow = itemCreateBody;
