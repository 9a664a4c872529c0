import { z } from 'zod';
import { adminLoginRequest } from './auth.js';
import { BAD_VALUE_FAMILIES, generateBadInputs, shapeOf } from './bad-inputs.js';
import { idParam } from './common.js';
import { counterpartyCreateBody, counterpartyUpdateBody } from './counterparties.js';
import {
  archiveFolderCreateBody,
  archiveFolderQuery,
  archiveMaterialCreateBody,
  archiveMaterialQuery,
  documentCreateBody,
  fileLinksRequest,
  folderCreateBody,
  photoUploadBody,
} from './files.js';
import { isStorableText, TEXT_LIMITS } from './form-fields.js';
import {
  itemCreateBody,
  itemPhotosPatchBody,
  itemStatusPatchBody,
  itemUpdateBody,
  orderItemCreateBody,
} from './items.js';
import {
  orderCreateBody,
  orderListQuery,
  ordersSearchQuery,
  orderStatusPatchBody,
  orderUpdateBody,
  trackingCodeParam,
} from './orders.js';
import { blogListQuery } from './blog.js';
import { contactMessage, quoteRequest } from './public.js';
import { followOrderBody } from './notifications.js';
import { inboxListQuery, requestListQuery, requestStatusPatchBody } from './requests.js';
import {
  documentQuery,
  generatedDocumentBody,
  importQuery,
  orderExportQuery,
  sheetFormatQuery,
} from './spreadsheets.js';
import { truckCreateBody, truckUpdateBody } from './trucks.js';
import {
  inventoryItemCreateBody,
  inventoryItemUpdateBody,
  inventoryReduceBody,
  warehouseCreateBody,
  warehouseUpdateBody,
} from './warehouses.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Every schema a request is checked with, and one request it accepts. */
const REQUEST_SCHEMAS: Record<string, [z.ZodType, Record<string, unknown>]> = {
  quoteRequest: [
    quoteRequest,
    {
      name: 'Али',
      phone: '+992 90 000 00 00',
      serviceType: 'sourcing',
      description: 'Нужна партия кабеля',
    },
  ],
  contactMessage: [
    contactMessage,
    {
      name: 'Ali',
      email: 'ali@example.com',
      subject: 'Hello',
      message: 'A question about delivery',
    },
  ],
  adminLoginRequest: [adminLoginRequest, { username: 'admin', password: 'secret-password' }],
  orderCreateBody: [orderCreateBody, { name: 'Заказ' }],
  orderUpdateBody: [orderUpdateBody, { name: 'Заказ' }],
  orderStatusPatchBody: [orderStatusPatchBody, { status: 'completed' }],
  orderListQuery: [orderListQuery, { status: 'all' }],
  ordersSearchQuery: [ordersSearchQuery, { q: 'кабель' }],
  itemCreateBody: [itemCreateBody, { code: 'A-1', name: 'Кабель' }],
  orderItemCreateBody: [orderItemCreateBody, { code: 'A-1', name: 'Кабель', orderId: 1 }],
  itemUpdateBody: [itemUpdateBody, { name: 'Кабель' }],
  itemStatusPatchBody: [itemStatusPatchBody, { status: 'Отправлено' }],
  itemPhotosPatchBody: [itemPhotosPatchBody, { photos: [PNG] }],
  counterpartyCreateBody: [counterpartyCreateBody, { name: 'ООО Шелк' }],
  counterpartyUpdateBody: [counterpartyUpdateBody, { name: 'ООО Шелк' }],
  warehouseCreateBody: [warehouseCreateBody, { location: 'Урумчи' }],
  warehouseUpdateBody: [warehouseUpdateBody, { location: 'Урумчи' }],
  inventoryItemCreateBody: [
    inventoryItemCreateBody,
    { code: 'S-1', name: 'Кабель', warehouseId: 1 },
  ],
  inventoryItemUpdateBody: [inventoryItemUpdateBody, { code: 'S-1', name: 'Кабель' }],
  inventoryReduceBody: [inventoryReduceBody, { quantity: 2 }],
  truckCreateBody: [truckCreateBody, { number: '01 TJ 777' }],
  truckUpdateBody: [truckUpdateBody, { number: '01 TJ 777' }],
  folderCreateBody: [folderCreateBody, { name: 'CMR' }],
  documentCreateBody: [documentCreateBody, { name: 'cmr.png', fileData: PNG }],
  archiveFolderQuery: [archiveFolderQuery, {}],
  archiveMaterialQuery: [archiveMaterialQuery, {}],
  archiveFolderCreateBody: [archiveFolderCreateBody, { name: '2026' }],
  archiveMaterialCreateBody: [archiveMaterialCreateBody, { name: 'photo.png', fileData: PNG }],
  photoUploadBody: [photoUploadBody, { dataUrl: PNG }],
  fileLinksRequest: [fileLinksRequest, { fileIds: [1] }],
  blogListQuery: [blogListQuery, { lang: 'ru' }],
  requestListQuery: [requestListQuery, { status: 'all' }],
  inboxListQuery: [inboxListQuery, { kind: 'all' }],
  requestStatusPatchBody: [requestStatusPatchBody, { status: 'done', note: 'Ответили' }],
  orderExportQuery: [orderExportQuery, { format: 'csv' }],
  sheetFormatQuery: [sheetFormatQuery, { format: 'xlsx' }],
  importQuery: [importQuery, { dryRun: 'true' }],
  documentQuery: [documentQuery, { lang: 'en' }],
  generatedDocumentBody: [generatedDocumentBody, { kind: 'invoice', lang: 'ru' }],
  followOrderBody: [followOrderBody, { email: 'ali@example.com' }],
  idParam: [z.object({ id: idParam }), { id: '1' }],
  trackingCodeParam: [z.object({ code: trackingCodeParam }), { code: 'SW-2026-001' }],
};

/** What PostgreSQL takes without an error: storable texts of bounded length, numbers an integer or numeric column holds. */
function unstorablePart(value: unknown): string | undefined {
  if (typeof value === 'string') {
    if (!isStorableText(value)) return 'text with NUL or a lone surrogate';
    const length = Array.from(value).length;
    if (length > TEXT_LIMITS.long && !value.startsWith('data:'))
      return `text of ${length} characters`;
  }
  if (typeof value === 'number' && (!Number.isFinite(value) || Math.abs(value) >= 1e12))
    return `number ${value}`;
  if (Array.isArray(value)) return value.map(unstorablePart).find(Boolean);
  if (value && typeof value === 'object')
    return Object.values(value).map(unstorablePart).find(Boolean);
  return undefined;
}

describe('generated bad inputs: every request schema refuses them with the field named, or accepts only what can be stored', () => {
  const total = { cases: 0, refused: 0 };

  afterAll(() => {
    // Printed for the issue's closing note.
    console.info(
      `bad inputs: ${total.cases} generated over ${Object.keys(REQUEST_SCHEMAS).length} schemas, ${total.refused} refused`,
    );
  });

  it.each(Object.entries(REQUEST_SCHEMAS))('%s', (_name, [schema, valid]) => {
    expect(schema.safeParse(valid).success).toBe(true);
    const inputs = generateBadInputs(schema);
    expect(inputs.length).toBeGreaterThanOrEqual(200);
    const problems: string[] = [];
    for (const { field, family, value } of inputs) {
      const result = schema.safeParse({ ...valid, [field]: value });
      total.cases += 1;
      if (result.success) {
        const unstorable = unstorablePart(result.data);
        if (unstorable) problems.push(`${field} (${family}) accepted ${unstorable}`);
      } else {
        total.refused += 1;
        // A value the field takes may still fail a rule across fields (fromInventory without inventoryItemId).
        const fieldAccepts = shapeOf(schema)[field]?.safeParse(value).success;
        if (!fieldAccepts && !result.error.issues.some((issue) => issue.path[0] === field)) {
          problems.push(
            `${field} (${family}) refused without naming the field: ${result.error.issues[0]?.message}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('covers every family for every field', () => {
    const inputs = generateBadInputs(itemCreateBody);
    const fields = new Set(inputs.map((input) => input.field));
    for (const field of fields) {
      expect(
        new Set(inputs.filter((input) => input.field === field).map((input) => input.family)),
      ).toEqual(new Set(BAD_VALUE_FAMILIES));
    }
  });
});
