import {
  fromCents,
  fromWarehouseItemCents,
  type ItemAnswer,
  type ItemCreateBody,
  type ItemStatus,
  type PaymentStatus,
  resolveItemTotals,
  type StockStatus,
  toCents,
  type TransportType,
  type VolumeType,
} from '@silkway/contracts';
import {
  applyChanges,
  CreatedAtColumn,
  MeasureColumn,
  MoneyColumn,
  VersionedRecord,
  UpdatedAtColumn,
} from '@silkway/service-kit';
import { Column, Entity } from 'typeorm';

/** The fields an admin edits; what history records and what an update may change. */
export type EditableItemFields = Omit<ItemCreateBody, 'photos'>;

/** An order item (product.md §3 "Order item"); money in USD at 2 decimals, weight kg and volume m³ at 3. */
@Entity({ name: 'order_items' })
export class OrderItem extends VersionedRecord {
  @Column('integer', { name: 'order_id' })
  orderId!: number;

  @Column('text')
  code!: string;

  @Column('text')
  name!: string;

  @Column('integer')
  quantity!: number;

  @Column('text', { nullable: true })
  characteristics!: string | null;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('integer', { name: 'delivery_period', nullable: true })
  deliveryPeriod!: number | null;

  @Column('text', { nullable: true })
  destination!: string | null;

  @Column('date', { name: 'shipment_date', nullable: true })
  shipmentDate!: string | null;

  @Column('date', { name: 'expected_delivery_date', nullable: true })
  expectedDeliveryDate!: string | null;

  @Column('text')
  transport!: TransportType;

  @Column('text', { nullable: true })
  comments!: string | null;

  @Column('text', { name: 'volume_type' })
  volumeType!: VolumeType;

  @MoneyColumn({ name: 'transport_price' })
  transportPrice!: number;

  @MoneyColumn({ name: 'price_per_unit' })
  pricePerUnit!: number;

  @MoneyColumn({ name: 'total_price' })
  totalPrice!: number;

  @MoneyColumn({ name: 'total_transport_cost' })
  totalTransportCost!: number;

  @MeasureColumn()
  volume!: number;

  @MeasureColumn()
  weight!: number;

  @Column('text')
  status!: ItemStatus;

  @Column({ name: 'status_changed_at', type: 'timestamptz' })
  statusChangedAt!: Date;

  @Column('text', { name: 'payment_status' })
  paymentStatus!: PaymentStatus;

  @Column('jsonb')
  photos!: string[];

  @Column('text', { name: 'raw_text', nullable: true })
  rawText!: string | null;

  @Column('integer', { name: 'warehouse_id', nullable: true })
  warehouseId!: number | null;

  @Column('text', { name: 'warehouse_name', nullable: true })
  warehouseName!: string | null;

  @Column('integer', { name: 'truck_id', nullable: true })
  truckId!: number | null;

  @Column('text', { name: 'truck_number', nullable: true })
  truckNumber!: string | null;

  @MoneyColumn({ name: 'total_amount' })
  totalAmount!: number;

  @MoneyColumn({ name: 'remaining_amount' })
  remainingAmount!: number;

  @Column('boolean', { name: 'auto_calculate' })
  autoCalculate!: boolean;

  @Column('boolean', { name: 'from_inventory' })
  fromInventory!: boolean;

  @Column('integer', { name: 'inventory_item_id', nullable: true })
  inventoryItemId!: number | null;

  @Column('text', { name: 'stock_status', nullable: true })
  stockStatus!: StockStatus | null;

  @Column('text', { name: 'stock_note', nullable: true })
  stockNote!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;

  /**
   * A new item of `orderId` with its totals resolved (product.md §9), in the truck numbered `truckNumber` if any. Goods taken from warehouse stock
   * start 'На складе', unpaid, without photos (product.md §4) and wait for the inventory's answer.
   */
  static create(
    orderId: number,
    fields: EditableItemFields,
    photos: string[],
    truckNumber: string | null,
  ): OrderItem {
    const item = Object.assign(new OrderItem(), fields, {
      orderId,
      photos,
      truckNumber,
      stockStatus: null,
      stockNote: null,
      statusChangedAt: new Date(),
    });
    item.dropLineUnlessFromStock();
    if (item.fromInventory) {
      Object.assign(item, {
        status: 'На складе',
        paymentStatus: 'unpaid',
        photos: [],
        stockStatus: 'pending',
      });
    }
    item.resolveTotals(fields);
    return item;
  }

  /** Absent fields stay as they are; the totals follow the auto-calculation toggle again. */
  change(fields: Partial<EditableItemFields>): void {
    // With auto-calculation on only a partly paid item's remaining amount is read (resolveItemTotals).
    const computedTotals = {
      totalPrice: null,
      totalTransportCost: null,
      totalAmount: null,
      remainingAmount: this.remainingAmount,
    };
    const previousStatus = this.status;
    applyChanges(this, fields);
    this.dropLineUnlessFromStock();
    if (this.status !== previousStatus) this.statusChangedAt = new Date();
    // Totals not sent keep their stored value only while auto-calculation is off.
    this.resolveTotals({
      ...(this.autoCalculate ? computedTotals : this.currentTotals()),
      ...pickDefined(fields, [
        'totalPrice',
        'totalTransportCost',
        'totalAmount',
        'remainingAmount',
      ]),
    });
  }

  /**
   * Only goods taken from stock name a stock line: one unlinked, or never from stock, names none, so no
   * answer or event about the line can arrive for it and leave it naming a line that is gone.
   */
  private dropLineUnlessFromStock(): void {
    if (!this.fromInventory) this.inventoryItemId = null;
  }

  changeStatus(status: ItemStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.statusChangedAt = new Date();
  }

  toAnswer(): ItemAnswer {
    return {
      id: this.id,
      version: this.version,
      orderId: this.orderId,
      code: this.code,
      name: this.name,
      quantity: this.quantity,
      characteristics: this.characteristics,
      description: this.description,
      deliveryPeriod: this.deliveryPeriod,
      destination: this.destination,
      shipmentDate: this.shipmentDate,
      expectedDeliveryDate: this.expectedDeliveryDate,
      transport: this.transport,
      comments: this.comments,
      volumeType: this.volumeType,
      transportPrice: this.transportPrice,
      pricePerUnit: this.pricePerUnit,
      totalPrice: this.totalPrice,
      totalTransportCost: this.totalTransportCost,
      volume: this.volume,
      weight: this.weight,
      status: this.status,
      paymentStatus: this.paymentStatus,
      photos: this.photos,
      rawText: this.rawText,
      warehouseId: this.warehouseId,
      warehouseName: this.warehouseName,
      truckId: this.truckId,
      truck:
        this.truckId !== null && this.truckNumber !== null
          ? { id: this.truckId, number: this.truckNumber }
          : null,
      totalAmount: this.totalAmount,
      remainingAmount: this.remainingAmount,
      autoCalculate: this.autoCalculate,
      fromInventory: this.fromInventory,
      inventoryItemId: this.inventoryItemId,
      stockStatus: this.stockStatus,
      stockNote: this.stockNote,
      createdAt: this.createdAt.toISOString(),
    };
  }

  private currentTotals() {
    return {
      totalPrice: this.totalPrice,
      totalTransportCost: this.totalTransportCost,
      totalAmount: this.totalAmount,
      remainingAmount: this.remainingAmount,
    };
  }

  /** product.md §9: from-warehouse goods cost price × quantity, unpaid; every other item follows resolveItemTotals. */
  private resolveTotals(
    typed: Partial<
      Pick<
        EditableItemFields,
        'totalPrice' | 'totalTransportCost' | 'totalAmount' | 'remainingAmount'
      >
    >,
  ): void {
    if (this.fromInventory && this.autoCalculate) {
      const { totalAmountCents, remainingAmountCents } = fromWarehouseItemCents(
        toCents(this.pricePerUnit),
        this.quantity,
      );
      Object.assign(this, {
        totalPrice: fromCents(totalAmountCents),
        totalTransportCost: 0,
        totalAmount: fromCents(totalAmountCents),
        remainingAmount: fromCents(remainingAmountCents),
      });
      return;
    }
    Object.assign(this, resolveItemTotals({ ...this, ...typed }));
  }
}

function pickDefined<T extends object, K extends keyof T>(
  source: T,
  keys: K[],
): Partial<Pick<T, K>> {
  return Object.fromEntries(
    keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
  ) as Partial<Pick<T, K>>;
}
