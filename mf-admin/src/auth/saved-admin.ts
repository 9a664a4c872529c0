import { adminUser } from '@silkway/contracts';
import type { z } from 'zod';

/**
 * The signed-in administrator remembered between visits. Only the user object (username, fullName)
 * is kept here: the session itself is an HttpOnly cookie and the password is never stored.
 */
const STORAGE_KEY = 'adminUser';

/** What is remembered: who, never what they may do (the role comes from the server each visit). */
const savedAdmin = adminUser.pick({ username: true, fullName: true });
export type SavedAdmin = z.infer<typeof savedAdmin>;

export function readSavedAdmin(): SavedAdmin | null {
  const text = window.localStorage.getItem(STORAGE_KEY);
  if (text === null) return null;
  try {
    // zod drops any other key, so nothing but username and fullName leaves this function.
    const parsed = savedAdmin.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveAdmin(user: SavedAdmin): void {
  const stored: SavedAdmin = { username: user.username, fullName: user.fullName };
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

export function forgetSavedAdmin(): void {
  window.localStorage.removeItem(STORAGE_KEY);
}
