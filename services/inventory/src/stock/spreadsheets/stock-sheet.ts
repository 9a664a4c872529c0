import { inventoryItemCreateBody } from '@silkway/contracts';
import type { ImportLayout, SheetColumn } from '@silkway/service-kit';

/** A stock line as the sheet carries it (the warehouse comes from the path). */
export interface StockSheetRow {
  code: string;
  name: string;
  description: string | null;
  characteristics: string | null;
  quantity: number;
  price_per_unit: string;
  volume: string;
  volume_type: string;
  delivery_period: number | null;
  transport: string;
}

/** One set of headings for export, template and import, so an exported file imports back as is. */
export const STOCK_SHEET_COLUMNS: readonly SheetColumn<StockSheetRow>[] = [
  { heading: 'Код', kind: 'text', value: (row) => row.code, width: 16 },
  { heading: 'Название', kind: 'text', value: (row) => row.name, width: 32 },
  { heading: 'Описание', kind: 'text', value: (row) => row.description, width: 32 },
  { heading: 'Характеристики', kind: 'text', value: (row) => row.characteristics, width: 24 },
  { heading: 'Количество', kind: 'integer', value: (row) => row.quantity },
  { heading: 'Цена за единицу, USD', kind: 'decimal', value: (row) => Number(row.price_per_unit) },
  { heading: 'Вес / объём', kind: 'decimal', value: (row) => Number(row.volume) },
  { heading: 'Единица (kg или m³)', kind: 'text', value: (row) => row.volume_type },
  { heading: 'Срок доставки, дней', kind: 'integer', value: (row) => row.delivery_period },
  { heading: 'Транспорт', kind: 'text', value: (row) => row.transport },
];

const FIELDS = [
  'code',
  'name',
  'description',
  'characteristics',
  'quantity',
  'pricePerUnit',
  'volume',
  'volumeType',
  'deliveryPeriod',
  'transport',
] as const;

export const STOCK_IMPORT_LAYOUT: ImportLayout = {
  columns: STOCK_SHEET_COLUMNS.map((column, index) => ({
    heading: column.heading,
    field: FIELDS[index]!,
    required: index < 2,
  })),
};

/** A row of a stock import: the form's rules (POST /api/admin/warehouse-inventory) without the warehouse. */
export const stockImportRow = inventoryItemCreateBody.omit({ warehouseId: true });

export const STOCK_SHEET_NAME = 'Склад';
