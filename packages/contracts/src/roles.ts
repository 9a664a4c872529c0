/**
 * What a member of staff may do: every admin call of the API catalogue names one permission, and a
 * role is a fixed set of them (docs/security.md "Roles and permissions"). The gateway refuses a call
 * whose permission the caller's role lacks; the screens hide what the role cannot do.
 */
export const PERMISSIONS = [
  /** One's own account: who am I, sign out, own password, own sessions, own two-factor sign-in. */
  'profile',
  'orders.read',
  /** Orders and items: create, change, delete, import. */
  'orders.write',
  /**
   * Reach the item update; each field it changes needs its own permission (ITEM_FIELD_PERMISSIONS),
   * checked by the orders service.
   */
  'items.update',
  /** An item's status, photos and truck. */
  'items.handle',
  /** The payment fields of orders' items (payment status, amounts paid and remaining). */
  'orders.payment',
  'counterparties.read',
  'counterparties.write',
  /** Warehouses, stock lines and trucks, with the trucks' documents. */
  'warehouses.read',
  'warehouses.write',
  /** Spreadsheets out: orders, items and stock as CSV or XLSX. */
  'exports',
  /** Printed documents with money or the client's debt (the invoice) and the documents filed with an order. */
  'documents',
  /** Labels for the boxes and packing lists: what travels, without prices (warehouse work). */
  'labels',
  'archive.read',
  'archive.write',
  /** The requests inbox: quote requests and contact messages. */
  'requests.read',
  'requests.write',
  /** Payments, exchange rates and voids (issue 23). */
  'payments.read',
  'payments.write',
  /** Inviting clients to the portal and revoking their access (issue 22). */
  'portal.manage',
  'audit.read',
  /** Colleagues' accounts: add, change role, disable, reset password or second factor. */
  'staff.manage',
  /** API tokens and webhooks: what other systems may do and hear (issue 35). */
  'integrations.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'manager', 'warehouse', 'accountant', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const READ_EVERYTHING: readonly Permission[] = [
  'profile',
  'orders.read',
  'counterparties.read',
  'warehouses.read',
  'archive.read',
  'requests.read',
  'payments.read',
];
const OWNER_ONLY: readonly Permission[] = ['audit.read', 'staff.manage', 'integrations.manage'];

/** The permissions of each role, as issue 21 lists them. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter(
    (permission) => !OWNER_ONLY.includes(permission) && permission !== 'payments.write',
  ),
  // Orders and items read; status, photos and truck of items; warehouses, stock and trucks in full.
  warehouse: [
    'profile',
    'orders.read',
    'items.update',
    'items.handle',
    'warehouses.read',
    'warehouses.write',
    'payments.read',
    'labels',
  ],
  accountant: [
    ...READ_EVERYTHING,
    'counterparties.write',
    'items.update',
    'orders.payment',
    'exports',
    'documents',
    'labels',
    'payments.write',
  ],
  viewer: READ_EVERYTHING,
};

/** Russian names of the roles, as the API lists them (the screens translate them through i18n). */
export const ROLE_TITLES: Readonly<Record<Role, string>> = {
  owner: 'Владелец',
  manager: 'Менеджер',
  warehouse: 'Склад',
  accountant: 'Бухгалтер',
  viewer: 'Наблюдатель',
};

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The permissions of a role; none for anything that is not a role. */
export const permissionsOfRole = (role: string | undefined): readonly Permission[] =>
  isRole(role) ? ROLE_PERMISSIONS[role] : [];

/** Whether `role` holds every permission of `other` (a change from `role` to `other` raises nothing). */
export const roleCovers = (role: Role, other: Role): boolean =>
  ROLE_PERMISSIONS[other].every((permission) => ROLE_PERMISSIONS[role].includes(permission));

/** The message of a 403 answer to a call outside one's role. */
export const FORBIDDEN_MESSAGE = 'Недостаточно прав для этого действия';

/**
 * The permission each field of an item needs to be changed (the item update carries them all);
 * fields not listed need 'orders.write'.
 */
export const ITEM_FIELD_PERMISSIONS: Readonly<Record<string, Permission>> = {
  status: 'items.handle',
  photos: 'items.handle',
  truckId: 'items.handle',
  paymentStatus: 'orders.payment',
  remainingAmount: 'orders.payment',
};

/** The permission needed to change the item field `field`. */
export const permissionOfItemField = (field: string): Permission =>
  ITEM_FIELD_PERMISSIONS[field] ?? 'orders.write';
