import type { WarehouseAnswer } from '@silkway/contracts';

/** The warehouse form as typed: numbers stay text until the contracts' schema parses them. */
export interface WarehouseFormValues {
  location: string;
  address: string;
  manager: string;
  phone: string;
  capacity: string;
  currentUtilization: string;
  isActive: boolean;
  comments: string;
}

/** A new warehouse: active, capacity left empty (product.md §5: it defaults to 0). */
export function newWarehouseFormValues(): WarehouseFormValues {
  return {
    location: '',
    address: '',
    manager: '',
    phone: '',
    capacity: '',
    currentUtilization: '',
    isActive: true,
    comments: '',
  };
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function warehouseFormValuesOf(warehouse: WarehouseAnswer): WarehouseFormValues {
  return {
    location: warehouse.location,
    address: text(warehouse.address),
    manager: text(warehouse.manager),
    phone: text(warehouse.phone),
    capacity: text(warehouse.capacity),
    currentUtilization: text(warehouse.currentUtilization),
    isActive: warehouse.isActive,
    comments: text(warehouse.comments),
  };
}
