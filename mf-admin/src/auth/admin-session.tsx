import type { AdminLoginRequest, AdminUser, Permission } from '@silkway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { fetchSignedInAdmin, signIn, signOut } from './admin-auth-api.js';
import { forgetSavedAdmin, readSavedAdmin, saveAdmin, type SavedAdmin } from './saved-admin.js';

/**
 * Every query of the back office starts its key with this, so signing out can drop all admin data
 * at once and the next administrator never sees the previous one's cache.
 */
export const ADMIN_QUERY_ROOT = 'admin';
const signedInAdminKey = [ADMIN_QUERY_ROOT, 'me'] as const;

export type AdminSession =
  { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; user: AdminUser };

interface AdminSessionActions {
  /** Sends the credentials; resolves once signed in, rejects with the `${status}: ${text}` error. */
  signIn(credentials: AdminLoginRequest): Promise<void>;
  /** Ends the session on the server and forgets the administrator here, whatever the server answers; never rejects. */
  signOut(): Promise<void>;
}

/** Exported for auth/testing only: screens use AdminSessionProvider. */
export const AdminSessionContext = createContext<(AdminSession & AdminSessionActions) | null>(null);

/**
 * Holds who is signed in. A login saved by an earlier visit is only trusted after the server
 * confirms its session cookie (GET /api/admin/me); if that fails the saved login is cleared.
 */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [savedAdmin, setSavedAdmin] = useState<SavedAdmin | null>(readSavedAdmin);
  const sessionCheck = useQuery({
    queryKey: signedInAdminKey,
    queryFn: fetchSignedInAdmin,
    enabled: savedAdmin !== null,
  });

  useEffect(() => {
    if (sessionCheck.isError) {
      forgetSavedAdmin();
      setSavedAdmin(null);
    }
  }, [sessionCheck.isError]);

  useEffect(() => {
    if (sessionCheck.data) saveAdmin(sessionCheck.data);
  }, [sessionCheck.data]);

  const signInWithCredentials = useCallback(
    async (credentials: AdminLoginRequest) => {
      const user = await signIn(credentials);
      queryClient.setQueryData(signedInAdminKey, user);
      saveAdmin(user);
      setSavedAdmin(user);
    },
    [queryClient],
  );

  const signOutEverywhere = useCallback(async () => {
    // An unreachable server must not keep the administrator signed in on this screen: the login
    // is forgotten here either way, and a session the server still holds expires on its own.
    await signOut().catch(() => undefined);
    forgetSavedAdmin();
    setSavedAdmin(null);
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
  }, [queryClient]);

  const session = useMemo((): AdminSession & AdminSessionActions => {
    const actions = { signIn: signInWithCredentials, signOut: signOutEverywhere };
    if (savedAdmin === null || sessionCheck.isError) return { status: 'signed-out', ...actions };
    if (sessionCheck.data) return { status: 'signed-in', user: sessionCheck.data, ...actions };
    return { status: 'checking', ...actions };
  }, [
    savedAdmin,
    sessionCheck.isError,
    sessionCheck.data,
    signInWithCredentials,
    signOutEverywhere,
  ]);

  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession() {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside AdminSessionProvider');
  return session;
}

/** The signed-in administrator; for screens that only render behind the sign-in gate. */
export function useSignedInAdmin(): AdminUser {
  const session = useAdminSession();
  if (session.status !== 'signed-in')
    throw new Error('useSignedInAdmin must be used behind the sign-in gate');
  return session.user;
}

/** Whether the signed-in person's role holds `permission`: the screens hide what it does not. */
export function useAdminCan(): (permission: Permission) => boolean {
  const { permissions } = useSignedInAdmin();
  return useCallback((permission: Permission) => permissions.includes(permission), [permissions]);
}
