import { z } from 'zod';
import {
  adminLoginRequest,
  adminSearchAnswer,
  adminSessionAnswer,
  signedOutAnswer,
} from '../auth.js';
import { healthAnswer } from '../health.js';
import { ordersSearchQuery } from '../orders.js';
import {
  ownPasswordChangeBody,
  passwordChangedAnswer,
  passwordResetBody,
  recoveryCodesAnswer,
  roleAnswer,
  sessionAnswer,
  sessionIdParams,
  staffUserAnswer,
  staffUserCreateBody,
  staffUsernameParams,
  staffUserUpdateBody,
  twoFactorCodeBody,
  twoFactorSetupAnswer,
  twoFactorStateAnswer,
} from '../staff.js';
import { defineCall, html, json, jsonBody, noContent } from './define-call.js';

/** Calls the gateway answers itself: sign-in, the merged search, health. */
export const authCalls = {
  login: defineCall({
    method: 'POST',
    path: '/api/admin/login',
    owner: 'gateway',
    access: 'public',
    summary: 'Sign in; sets the session cookie (429 after too many failures)',
    body: jsonBody(adminLoginRequest),
    answer: json(adminSessionAnswer),
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/admin/logout',
    owner: 'gateway',
    permission: 'profile',
    summary: 'Sign out; ends the session',
    answer: json(signedOutAnswer),
  }),
  me: defineCall({
    method: 'GET',
    path: '/api/admin/me',
    owner: 'gateway',
    permission: 'profile',
    summary: 'The signed-in administrator',
    answer: json(adminSessionAnswer),
  }),
};

/** The signed-in person's own account: password, sessions, two-factor sign-in. */
export const accountCalls = {
  changePassword: defineCall({
    method: 'POST',
    path: '/api/admin/me/password',
    owner: 'gateway',
    permission: 'profile',
    summary: "Change one's own password (the current one required); ends the other sessions",
    body: jsonBody(ownPasswordChangeBody),
    answer: json(passwordChangedAnswer),
  }),
  sessions: defineCall({
    method: 'GET',
    path: '/api/admin/me/sessions',
    owner: 'gateway',
    permission: 'profile',
    summary: "One's own open sessions, the current one marked",
    answer: json(z.array(sessionAnswer)),
  }),
  endSession: defineCall({
    method: 'DELETE',
    path: '/api/admin/me/sessions/{id}',
    owner: 'gateway',
    permission: 'profile',
    summary: "End one of one's own sessions",
    params: sessionIdParams,
    answer: noContent(),
  }),
  setupTwoFactor: defineCall({
    method: 'POST',
    path: '/api/admin/me/2fa/setup',
    owner: 'gateway',
    permission: 'profile',
    summary: 'A new TOTP secret and its QR code; in force once enabled with a code',
    answer: json(twoFactorSetupAnswer),
  }),
  enableTwoFactor: defineCall({
    method: 'POST',
    path: '/api/admin/me/2fa/enable',
    owner: 'gateway',
    permission: 'profile',
    summary:
      'Turn two-factor sign-in on with a code of the new secret; answers 10 recovery codes, once',
    body: jsonBody(twoFactorCodeBody),
    answer: json(recoveryCodesAnswer),
  }),
  disableTwoFactor: defineCall({
    method: 'POST',
    path: '/api/admin/me/2fa/disable',
    owner: 'gateway',
    permission: 'profile',
    summary: 'Turn two-factor sign-in off with a current code or a recovery code',
    body: jsonBody(twoFactorCodeBody),
    answer: json(twoFactorStateAnswer),
  }),
};

/** Colleagues' accounts and the roles they can have (docs/security.md "Roles and permissions"). */
export const staffCalls = {
  roles: defineCall({
    method: 'GET',
    path: '/api/admin/roles',
    owner: 'gateway',
    permission: 'profile',
    summary: 'The roles and the permissions of each',
    answer: json(z.array(roleAnswer)),
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/admin/users',
    owner: 'gateway',
    permission: 'staff.manage',
    summary: 'Every member of staff',
    answer: json(z.array(staffUserAnswer)),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/users',
    owner: 'gateway',
    permission: 'staff.manage',
    summary: 'Add a member of staff (409 when the username is taken)',
    body: jsonBody(staffUserCreateBody),
    answer: json(staffUserAnswer, 201),
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/api/admin/users/{username}',
    owner: 'gateway',
    permission: 'staff.manage',
    summary:
      'Change name, e-mail, role or disable; disabling ends their sessions (409 for the last active owner)',
    params: staffUsernameParams,
    body: jsonBody(staffUserUpdateBody),
    answer: json(staffUserAnswer),
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/admin/users/{username}/password',
    owner: 'gateway',
    permission: 'staff.manage',
    summary: "Set a colleague's password; ends their sessions",
    params: staffUsernameParams,
    body: jsonBody(passwordResetBody),
    answer: json(passwordChangedAnswer),
  }),
  resetTwoFactor: defineCall({
    method: 'DELETE',
    path: '/api/admin/users/{username}/2fa',
    owner: 'gateway',
    permission: 'staff.manage',
    summary: "Turn a colleague's two-factor sign-in off (a lost phone)",
    params: staffUsernameParams,
    answer: noContent(),
  }),
};

export const searchCalls = {
  everything: defineCall({
    method: 'GET',
    path: '/api/admin/search',
    owner: 'gateway',
    permission: 'orders.read',
    summary: 'Orders, items, counterparties and stock matching a text (the Search tab)',
    query: ordersSearchQuery.partial(),
    answer: json(adminSearchAnswer),
  }),
};

export const healthCalls = {
  check: defineCall({
    method: 'GET',
    path: '/api/health',
    owner: 'gateway',
    summary: 'The gateway and every service: ok, degraded or down (503)',
    answer: json(healthAnswer),
  }),
};

/** This API's own description, generated from the catalogue. */
export const referenceCalls = {
  openApi: defineCall({
    method: 'GET',
    path: '/api/openapi.json',
    owner: 'gateway',
    summary: 'This reference as an OpenAPI 3.1 document',
    answer: json(z.record(z.string(), z.unknown())),
  }),
  docs: defineCall({
    method: 'GET',
    path: '/api/docs',
    owner: 'gateway',
    summary: 'This reference as a page',
    answer: html(),
  }),
};
