import type { Role } from '@silkway/contracts';
import { signIn } from './gateway-under-test.js';

export const STAFF_PASSWORD = 'a long enough password';

/** Calls the gateway as the holder of `cookie`, with a JSON body when given. */
export function callAs(
  url: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Adds a member of staff through the API as the owner holding `ownerCookie`, and signs them in. */
export async function addStaffMember(
  url: string,
  ownerCookie: string,
  username: string,
  role: Role,
): Promise<string> {
  const response = await callAs(url, ownerCookie, 'POST', '/api/admin/users', {
    username,
    fullName: `Staff ${username}`,
    email: `${username}@example.com`,
    role,
    password: STAFF_PASSWORD,
  });
  if (response.status !== 201)
    throw new Error(`adding ${username} failed: ${response.status} ${await response.text()}`);
  return signInStaffMember(url, username);
}

/** Signs in a member of staff added by addStaffMember: a session of their own, answered as its cookie. */
export function signInStaffMember(url: string, username: string): Promise<string> {
  return signIn(url, { username, password: STAFF_PASSWORD, fullName: '' });
}
