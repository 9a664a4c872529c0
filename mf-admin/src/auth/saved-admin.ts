import { adminUser, type AdminUser } from '@silkway/contracts';

/**
 * The signed-in administrator remembered between visits. Only the user object (username, fullName)
 * is kept here: the session itself is an HttpOnly cookie and the password is never stored.
 */
const STORAGE_KEY = 'adminUser';

export function readSavedAdmin(): AdminUser | null {
  const text = window.localStorage.getItem(STORAGE_KEY);
  if (text === null) return null;
  try {
    // zod drops any other key, so nothing but username and fullName leaves this function.
    const parsed = adminUser.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveAdmin(user: AdminUser): void {
  const stored: AdminUser = { username: user.username, fullName: user.fullName };
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

export function forgetSavedAdmin(): void {
  window.localStorage.removeItem(STORAGE_KEY);
}
