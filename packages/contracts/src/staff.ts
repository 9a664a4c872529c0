import { z } from 'zod';
import { plainTextField, requiredTextField } from './form-fields.js';
import { PERMISSIONS, ROLES } from './roles.js';
import { recordVersion } from './versions.js';

/** New passwords: at least this many characters (issue 21 "Bad input"). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;
/** How many one-time recovery codes enabling two-factor sign-in hands out. */
export const RECOVERY_CODE_COUNT = 10;

export const staffMessages = {
  username: 'Логин: от 2 до 64 символов — латинские буквы, цифры, точка, дефис или подчеркивание',
  fullName: 'Введите имя сотрудника',
  email: 'Введите корректный email',
  role: `Роль: одна из ${ROLES.join(', ')}`,
  password: `Пароль: не короче ${MIN_PASSWORD_LENGTH} символов`,
  currentPassword: 'Введите текущий пароль',
  code: 'Введите 6 цифр кода из приложения или код восстановления',
  disabled: 'Укажите true или false',
} as const;

const USERNAME_PATTERN = /^[A-Za-z0-9._-]{2,64}$/;
const emailAddress = z.email();

export const usernameField = z
  .string({ error: staffMessages.username })
  .trim()
  .regex(USERNAME_PATTERN, { error: staffMessages.username });
const fullNameField = requiredTextField(staffMessages.fullName, 1, 200);
/** Blank means no address. */
const emailField = z
  .union([plainTextField(254, staffMessages.email), z.null()], { error: staffMessages.email })
  .transform((email) => email?.trim() || null)
  .refine((email) => email === null || emailAddress.safeParse(email).success, {
    error: staffMessages.email,
  });
export const roleField = z.enum(ROLES, { error: staffMessages.role });
export const newPasswordField = z
  .string({ error: staffMessages.password })
  .min(MIN_PASSWORD_LENGTH, { error: staffMessages.password })
  .max(MAX_PASSWORD_LENGTH, { error: staffMessages.password });
/** A TOTP code (6 digits) or a recovery code; spaces and dashes typed with it are ignored. */
export const oneTimeCodeField = z
  .string({ error: staffMessages.code })
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9]{10})$/, { error: staffMessages.code }));

export const staffUsernameParams = z.object({ username: usernameField });

/** A member of staff as the Сотрудники screen lists them. */
export const staffUserAnswer = z.object({
  id: z.number().int(),
  version: recordVersion,
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  twoFactor: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffUserAnswer = z.infer<typeof staffUserAnswer>;

/** POST /api/admin/users. */
export const staffUserCreateBody = z.object({
  username: usernameField,
  fullName: fullNameField,
  email: emailField.default(null),
  role: roleField,
  password: newPasswordField,
});
export type StaffUserCreateBody = z.output<typeof staffUserCreateBody>;
export type StaffUserCreateInput = z.input<typeof staffUserCreateBody>;

/** PATCH /api/admin/users/{username}: absent fields stay as they are. */
export const staffUserUpdateBody = z.object({
  fullName: fullNameField.optional(),
  email: emailField.optional(),
  role: roleField.optional(),
  disabled: z.boolean({ error: staffMessages.disabled }).optional(),
});
export type StaffUserUpdateBody = z.output<typeof staffUserUpdateBody>;
export type StaffUserUpdateInput = z.input<typeof staffUserUpdateBody>;

/** POST /api/admin/users/{username}/password (the owner sets a colleague's password). */
export const passwordResetBody = z.object({ password: newPasswordField });
export type PasswordResetBody = z.output<typeof passwordResetBody>;

/** POST /api/admin/me/password. */
export const ownPasswordChangeBody = z.object({
  currentPassword: plainTextField(MAX_PASSWORD_LENGTH, staffMessages.currentPassword).min(1, {
    error: staffMessages.currentPassword,
  }),
  newPassword: newPasswordField,
});
export type OwnPasswordChangeBody = z.output<typeof ownPasswordChangeBody>;

/** Answer of the password calls: how many other sessions were ended. */
export const passwordChangedAnswer = z.object({ endedSessions: z.number().int() });

/** One of the signed-in person's sessions (GET /api/admin/me/sessions). */
export const sessionAnswer = z.object({
  /** Not the cookie: a digest of it, which cannot be used to sign in. */
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;
export const sessionIdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Неизвестная сессия' }),
});

/** GET /api/admin/roles. */
export const roleAnswer = z.object({
  role: z.enum(ROLES),
  title: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type RoleAnswer = z.infer<typeof roleAnswer>;

/** POST /api/admin/me/2fa/setup: a new secret, not in force until enabled with a code. */
export const twoFactorSetupAnswer = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG data URL. */
  qr: z.string(),
});
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswer>;

/** POST /api/admin/me/2fa/enable and /disable. */
export const twoFactorCodeBody = z.object({ code: oneTimeCodeField });
export type TwoFactorCodeBody = z.output<typeof twoFactorCodeBody>;

/** Answer of POST /api/admin/me/2fa/enable: shown once, each usable once. */
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;

export const twoFactorStateAnswer = z.object({ twoFactor: z.boolean() });
