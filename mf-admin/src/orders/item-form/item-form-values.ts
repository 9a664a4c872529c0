import {
  DEFAULT_ITEM_DESTINATION,
  type ItemAnswer,
  type ItemCreateBody,
  type PaymentStatus,
  type TransportType,
  type VolumeType,
} from '@silkway/contracts';
import type { ItemFormBody } from '../data/order-mutations.js';
import { paymentStatusKey } from '../order-status/status-labels.js';

/** The item form as typed: numbers stay text until the contracts' schema parses them. */
export interface ItemFormValues {
  code: string;
  name: string;
  quantity: string;
  characteristics: string;
  description: string;
  deliveryPeriod: string;
  destination: string;
  shipmentDate: string;
  expectedDeliveryDate: string;
  transport: TransportType;
  comments: string;
  volumeType: VolumeType;
  weight: string;
  volume: string;
  pricePerUnit: string;
  transportPrice: string;
  totalPrice: string;
  totalTransportCost: string;
  totalAmount: string;
  remainingAmount: string;
  paymentStatus: PaymentStatus;
  photos: string[];
  autoCalculate: boolean;
  /** The truck's id, or 'none' (the contracts read 'none' as no truck). */
  truckId: string;
}

export type ItemFormMode = 'create' | 'edit';

/** The truck selector's value for an item in no truck (a Radix Select item cannot have an empty value). */
export const NO_TRUCK = 'none';

/** product.md §9: photos per item are 5 in the add form and 10 in the edit form. */
export const ITEM_FORM_PHOTO_LIMIT: Record<ItemFormMode, number> = { create: 5, edit: 10 };

/**
 * The one list of payment statuses both item forms offer, in the order a payment goes (product.md
 * §2.10 and §4 name them; docs/product-decisions.md "One payment vocabulary").
 */
export const PAYMENT_OPTIONS: ReadonlyArray<{ value: PaymentStatus; textKey: string }> = (
  ['unpaid', 'prepaid', 'partial', 'paid'] as const
).map((value) => ({ value, textKey: paymentStatusKey(value) }));

/** A new item: product.md §9 defaults (quantity 1, Авто, kg, unpaid, Dushanbe) with auto-calculation on. */
export function newItemFormValues(): ItemFormValues {
  return {
    code: '',
    name: '',
    quantity: '1',
    characteristics: '',
    description: '',
    deliveryPeriod: '',
    destination: DEFAULT_ITEM_DESTINATION,
    shipmentDate: '',
    expectedDeliveryDate: '',
    transport: 'Авто',
    comments: '',
    volumeType: 'kg',
    weight: '',
    volume: '',
    pricePerUnit: '',
    transportPrice: '',
    totalPrice: '',
    totalTransportCost: '',
    totalAmount: '',
    remainingAmount: '',
    paymentStatus: 'unpaid',
    photos: [],
    autoCalculate: true,
    truckId: NO_TRUCK,
  };
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function itemFormValuesOf(item: ItemAnswer): ItemFormValues {
  return {
    code: item.code,
    name: item.name,
    quantity: text(item.quantity),
    characteristics: text(item.characteristics),
    description: text(item.description),
    deliveryPeriod: text(item.deliveryPeriod),
    destination: text(item.destination),
    shipmentDate: text(item.shipmentDate),
    expectedDeliveryDate: text(item.expectedDeliveryDate),
    transport: item.transport,
    comments: text(item.comments),
    volumeType: item.volumeType,
    weight: text(item.weight),
    volume: text(item.volume),
    pricePerUnit: text(item.pricePerUnit),
    transportPrice: text(item.transportPrice),
    totalPrice: text(item.totalPrice),
    totalTransportCost: text(item.totalTransportCost),
    totalAmount: text(item.totalAmount),
    remainingAmount: text(item.remainingAmount),
    paymentStatus: item.paymentStatus,
    photos: item.photos,
    autoCalculate: item.autoCalculate,
    truckId: item.truckId === null ? NO_TRUCK : String(item.truckId),
  };
}

/** The fields the form owns, out of the parsed body: status and stock links are changed elsewhere. */
export function itemFormBody(parsed: ItemCreateBody): ItemFormBody {
  const {
    fromInventory,
    inventoryItemId,
    warehouseId,
    warehouseName,
    rawText,
    status,
    ...formFields
  } = parsed;
  return formFields;
}
