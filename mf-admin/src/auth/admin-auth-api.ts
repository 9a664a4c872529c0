import {
  adminSessionAnswer,
  api,
  type AdminLoginRequest,
  type AdminUser,
} from '@silkway/contracts';
import { callApi } from '@silkway/web-client';

/** The gateway's admin sign-in calls (product.md §7 and docs/architecture.md "Security"). */

export async function signIn(credentials: AdminLoginRequest): Promise<AdminUser> {
  const answer = await callApi(api.auth.login, { body: credentials });
  return adminSessionAnswer.parse(answer).user;
}

/** The administrator of the current session cookie; fails with a 401 error without one. */
export async function fetchSignedInAdmin(): Promise<AdminUser> {
  const answer = await callApi(api.auth.me, {});
  return adminSessionAnswer.parse(answer).user;
}

export async function signOut(): Promise<void> {
  await callApi(api.auth.logout, {});
}
