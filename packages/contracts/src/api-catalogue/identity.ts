import { z } from 'zod';
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
import { defineCall, json, jsonBody, noContent } from './define-call.js';

/** The signed-in person's own account: password, sessions, two-factor sign-in. */
export const accountCalls = {
  changePassword: defineCall({
    method: 'POST',
    path: '/api/admin/me/password',
    owner: 'identity',
    permission: 'profile',
    summary: "Change one's own password (the current one required); ends the other sessions",
    body: jsonBody(ownPasswordChangeBody),
    answer: json(passwordChangedAnswer),
  }),
  sessions: defineCall({
    method: 'GET',
    path: '/api/admin/me/sessions',
    owner: 'identity',
    permission: 'profile',
    summary: "One's own open sessions, the current one marked",
    answer: json(z.array(sessionAnswer)),
  }),
  endSession: defineCall({
    method: 'DELETE',
    path: '/api/admin/me/sessions/{id}',
    owner: 'identity',
    permission: 'profile',
    summary: "End one of one's own sessions",
    params: sessionIdParams,
    answer: noContent(),
  }),
  setupTwoFactor: defineCall({
    method: 'POST',
    path: '/api/admin/me/2fa/setup',
    owner: 'identity',
    permission: 'profile',
    summary: 'A new TOTP secret and its QR code; in force once enabled with a code',
    answer: json(twoFactorSetupAnswer),
  }),
  enableTwoFactor: defineCall({
    method: 'POST',
    path: '/api/admin/me/2fa/enable',
    owner: 'identity',
    permission: 'profile',
    summary:
      'Turn two-factor sign-in on with a code of the new secret; answers 10 recovery codes, once',
    body: jsonBody(twoFactorCodeBody),
    answer: json(recoveryCodesAnswer),
  }),
  disableTwoFactor: defineCall({
    method: 'POST',
    path: '/api/admin/me/2fa/disable',
    owner: 'identity',
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
    owner: 'identity',
    permission: 'profile',
    summary: 'The roles and the permissions of each',
    answer: json(z.array(roleAnswer)),
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/admin/users',
    owner: 'identity',
    permission: 'staff.manage',
    summary: 'Every member of staff',
    answer: json(z.array(staffUserAnswer)),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/users',
    owner: 'identity',
    permission: 'staff.manage',
    summary: 'Add a member of staff (409 when the username is taken)',
    body: jsonBody(staffUserCreateBody),
    answer: json(staffUserAnswer, 201),
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/api/admin/users/{username}',
    owner: 'identity',
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
    owner: 'identity',
    permission: 'staff.manage',
    summary: "Set a colleague's password; ends their sessions",
    params: staffUsernameParams,
    body: jsonBody(passwordResetBody),
    answer: json(passwordChangedAnswer),
  }),
  resetTwoFactor: defineCall({
    method: 'DELETE',
    path: '/api/admin/users/{username}/2fa',
    owner: 'identity',
    permission: 'staff.manage',
    summary: "Turn a colleague's two-factor sign-in off (a lost phone)",
    params: staffUsernameParams,
    answer: noContent(),
  }),
};
