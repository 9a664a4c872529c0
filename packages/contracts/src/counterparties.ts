import { z } from 'zod';
import {
  moneyField,
  optionalLongTextField,
  optionalTextField,
  recordBodies,
  requiredTextField,
} from './form-fields.js';
import { notificationLanguages } from './notifications.js';
import { isPhoneNumber, phoneMessages } from './phone-number.js';
import { recordVersion } from './versions.js';

/** Counterparties: product.md §3 "Counterparty", §5 "Counterparty create", §7 "Admin search and counterparties". */

export const COUNTERPARTY_TYPES = ['client', 'supplier', 'both'] as const;
export type CounterpartyType = (typeof COUNTERPARTY_TYPES)[number];

export const counterpartyMessages = {
  nameRequired: 'Введите название контрагента',
  type: 'Выберите тип: client, supplier или both',
  email: 'Введите корректный email',
  notFound: 'Контрагент не найден',
  hasOrders: 'Нельзя удалить контрагента: у него есть заказы',
} as const;

/** Optional e-mail: blank means none, anything else must be an address. */
const optionalEmailField = optionalTextField.pipe(
  z.union([z.null(), z.email({ error: counterpartyMessages.email })]),
);

const counterpartyFields = {
  name: requiredTextField(counterpartyMessages.nameRequired),
  company: optionalTextField,
  email: optionalEmailField,
  phone: optionalTextField.refine(
    (phone) => phone === null || isPhoneNumber(phone),
    phoneMessages.invalid,
  ),
  address: optionalTextField,
  taxId: optionalTextField,
  type: z.enum(COUNTERPARTY_TYPES, { error: counterpartyMessages.type }),
  /** USD. */
  creditLimit: moneyField,
  comments: optionalLongTextField,
};

const counterpartyBodies = recordBodies(counterpartyFields, ['name'], {
  type: 'client',
  creditLimit: 0,
});

/** POST /api/admin/counterparties: type defaults to client, credit limit to 0, omitted fields are empty. */
export const counterpartyCreateBody = counterpartyBodies.createBody;
export type CounterpartyCreateBody = z.output<typeof counterpartyCreateBody>;
export type CounterpartyCreateInput = z.input<typeof counterpartyCreateBody>;

/** PUT /api/admin/counterparties/{id}: name required; absent fields stay as they are. */
export const counterpartyUpdateBody = counterpartyBodies.updateBody;
export type CounterpartyUpdateBody = z.output<typeof counterpartyUpdateBody>;
export type CounterpartyUpdateInput = z.input<typeof counterpartyUpdateBody>;

export const counterpartyAnswer = z.object({
  id: z.number().int(),
  version: recordVersion,
  name: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  type: z.enum(COUNTERPARTY_TYPES),
  creditLimit: z.number(),
  /** USD; positive means the counterparty owes money. */
  currentDebt: z.number(),
  comments: z.string().nullable(),
  createdAt: z.string(),
  /** The client may sign in to its account (docs/portal-accounts.md). */
  portalAccess: z.boolean(),
  /** The language of its e-mails: chosen by staff on invitation, then by the client on each sign-in link. */
  portalLanguage: z.enum(notificationLanguages),
});
export type CounterpartyAnswer = z.infer<typeof counterpartyAnswer>;
export const counterpartyListAnswer = z.array(counterpartyAnswer);
