import type { InventorySearchAnswer, OrdersSearchAnswer } from '@silkway/contracts';

type FoundOrder = OrdersSearchAnswer['orders'][number];
type FoundItem = OrdersSearchAnswer['items'][number];
type FoundCounterparty = OrdersSearchAnswer['counterparties'][number];
type FoundStockLine = InventorySearchAnswer['inventory'][number];

const CREATED_AT = '2026-11-30T10:00:00.000Z';

/** An order as the orders service's internal search answers it (the gateway checks the answer's shape). */
export const foundOrder = (code: string): FoundOrder => ({
  id: 1,
  version: 1,
  name: `Заказ ${code}`,
  code,
  comments: null,
  counterpartyId: null,
  counterpartyName: null,
  counterpartyCompany: null,
  status: 'active',
  warehouse: null,
  destination: null,
  expectedDelivery: null,
  createdAt: CREATED_AT,
  totalQuantity: 0,
  totalWeight: 0,
  totalVolume: 0,
  totalAmount: 0,
  remainingAmount: 0,
});

export const foundItem = (code: string): FoundItem => ({
  id: 1,
  version: 1,
  orderId: 1,
  orderName: 'Заказ',
  orderCode: 'SW-1',
  code,
  name: 'Лампа',
  quantity: 1,
  characteristics: null,
  description: null,
  deliveryPeriod: null,
  destination: null,
  shipmentDate: null,
  expectedDeliveryDate: null,
  transport: 'Авто',
  comments: null,
  volumeType: 'kg',
  transportPrice: 0,
  pricePerUnit: 0,
  totalPrice: 0,
  totalTransportCost: 0,
  volume: 0,
  weight: 0,
  status: 'На складе',
  paymentStatus: 'unpaid',
  photos: [],
  rawText: null,
  warehouseId: null,
  warehouseName: null,
  truckId: null,
  truck: null,
  totalAmount: 0,
  remainingAmount: 0,
  autoCalculate: false,
  fromInventory: false,
  inventoryItemId: null,
  stockStatus: null,
  stockNote: null,
  createdAt: CREATED_AT,
});

export const foundCounterparty = (id: number): FoundCounterparty => ({
  id,
  name: 'Фарход',
  company: null,
  type: 'client',
});

export const foundStockLine = (code: string): FoundStockLine => ({
  id: 4,
  version: 1,
  code,
  name: 'Лампа',
  description: null,
  characteristics: null,
  quantity: 3,
  availableQuantity: 3,
  pricePerUnit: 1,
  volume: 0,
  volumeType: 'kg',
  warehouseId: 2,
  warehouseName: 'Иу',
  deliveryPeriod: null,
  transport: 'Авто',
  createdAt: CREATED_AT,
});
