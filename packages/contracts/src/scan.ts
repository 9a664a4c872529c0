import { z } from 'zod';
import { requiredTextField } from './form-fields.js';
import { itemAnswer } from './items.js';
import { orderAnswer } from './orders.js';
import { inventoryItemAnswer } from './warehouses.js';

/** Issue 34: what a phone's camera, a hardware scanner or a typed code names in the back office. */

export const SCAN_KINDS = ['item', 'order', 'stock', 'truck'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

/** A label's QR code is an address of up to a few hundred characters; anything longer is no code of ours. */
export const SCAN_CODE_MAX_LENGTH = 2000;

export const scanMessages = {
  codeRequired: 'Отсканируйте или введите код',
} as const;

/** GET /api/admin/scan?code=: the label's address, an order's tracking code, an item's code, a stock line's code or a truck's number. */
export const scanQuery = z.object({
  code: requiredTextField(scanMessages.codeRequired, 1, SCAN_CODE_MAX_LENGTH),
});
export type ScanQuery = z.infer<typeof scanQuery>;

const found = { id: z.number().int(), title: z.string() };

/** What a code names, with what the scan screen's card shows of it. */
export const scanAnswer = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('item'),
    ...found,
    item: itemAnswer,
    order: orderAnswer.pick({ id: true, code: true, name: true, counterpartyName: true }),
  }),
  z.object({ kind: z.literal('order'), ...found, order: orderAnswer }),
  z.object({ kind: z.literal('stock'), ...found, stock: inventoryItemAnswer }),
  z.object({
    kind: z.literal('truck'),
    ...found,
    truck: z.object({ id: z.number().int(), number: z.string() }),
  }),
]);
export type ScanAnswer = z.infer<typeof scanAnswer>;
