import type { InventoryItemAnswer, TransportType, VolumeType } from '@silkway/contracts';

/** The stock line form as typed: numbers stay text until the contracts' schema parses them. */
export interface StockFormValues {
  code: string;
  name: string;
  description: string;
  characteristics: string;
  quantity: string;
  pricePerUnit: string;
  volume: string;
  volumeType: VolumeType;
  deliveryPeriod: string;
  transport: TransportType;
}

/** A new line: product.md §9 defaults (quantity 1, Авто, kg). */
export function newStockFormValues(): StockFormValues {
  return {
    code: '',
    name: '',
    description: '',
    characteristics: '',
    quantity: '1',
    pricePerUnit: '',
    volume: '',
    volumeType: 'kg',
    deliveryPeriod: '',
    transport: 'Авто',
  };
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function stockFormValuesOf(line: InventoryItemAnswer): StockFormValues {
  return {
    code: line.code,
    name: line.name,
    description: text(line.description),
    characteristics: text(line.characteristics),
    quantity: text(line.quantity),
    pricePerUnit: text(line.pricePerUnit),
    volume: text(line.volume),
    volumeType: line.volumeType,
    deliveryPeriod: text(line.deliveryPeriod),
    transport: line.transport,
  };
}
