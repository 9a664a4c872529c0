import { adminSessionAnswer, type AdminLoginRequest, type AdminUser } from '@silkway/contracts';
import { apiGet, apiSend } from '@silkway/web-client';

/** The gateway's admin sign-in calls (SPEC §7 and ARCHITECTURE "Security"). */

export async function signIn(credentials: AdminLoginRequest): Promise<AdminUser> {
  const answer = await apiSend('POST', '/api/admin/login', credentials);
  return adminSessionAnswer.parse(answer).user;
}

/** The administrator of the current session cookie; fails with a 401 error without one. */
export async function fetchSignedInAdmin(): Promise<AdminUser> {
  const answer = await apiGet<unknown>('/api/admin/me');
  return adminSessionAnswer.parse(answer).user;
}

export async function signOut(): Promise<void> {
  await apiSend('POST', '/api/admin/logout');
}
