import { z } from 'zod';
import { plainTextField, requiredTextField } from './form-fields.js';
import { PERMISSIONS, ROLES } from './roles.js';

/** The HttpOnly cookie that carries an administrator's session id. */
export const SESSION_COOKIE = 'silkway_admin_session';

/**
 * Identity's answer to a sign-in or sign-out names in this header the session cookie the gateway
 * sets (`<cookie>=<session id>`) or clears (`<cookie>=`); the gateway strips it, so no browser sees it.
 */
export const SESSION_COOKIE_HEADER = 'x-session-cookie';

/** Body of POST /api/admin/login (product.md §5: login and password required). */
export const adminLoginRequest = z.object({
  username: requiredTextField('Введите логин', 1, 200),
  password: plainTextField(1024, 'Введите пароль').min(1, 'Введите пароль'),
  /** With two-factor sign-in on: a current code of the app or an unused recovery code. */
  otp: plainTextField(64, 'Введите код из приложения').optional(),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequest>;

/** The signed-in administrator as the front end sees it; never carries a password or hash. */
export const adminUser = z.object({
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  twoFactor: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** Answer of POST /api/admin/login and GET /api/admin/me. */
export const adminSessionAnswer = z.object({ user: adminUser });
export type AdminSessionAnswer = z.infer<typeof adminSessionAnswer>;

/**
 * Set by the gateway on a signed-in staff call: the listed id of the session (the digest of its
 * cookie, which signs nobody in), so identity can end it or keep it when it ends the others.
 */
export const ADMIN_SESSION_HEADER = 'x-admin-session';

/** Answer of POST /api/admin/logout. */
export const signedOutAnswer = z.object({ signedOut: z.literal(true) });

/** Message of the 401 answer to a failed login; the admin screen shows 'Неверные учетные данные' for any 401. */
export const INVALID_CREDENTIALS_MESSAGE = 'Неверные учетные данные';

/** The 401 answer to a right password of someone with two-factor sign-in on, sent without a code. */
export const OTP_REQUIRED_MESSAGE = 'Введите код из приложения';
/** The 401 answer to a wrong or already used code. */
export const INVALID_OTP_MESSAGE = 'Неверный или уже использованный код';

/** Answer of GET /api/admin/search?q=: the four groups of the admin Search tab. */
export const adminSearchAnswer = z.object({
  orders: z.array(z.unknown()),
  items: z.array(z.unknown()),
  counterparties: z.array(z.unknown()),
  inventory: z.array(z.unknown()),
});
export type AdminSearchAnswer = z.infer<typeof adminSearchAnswer>;
