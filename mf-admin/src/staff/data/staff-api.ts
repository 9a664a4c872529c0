import {
  api,
  type PasswordResetBody,
  type StaffUserAnswer,
  type StaffUserCreateBody,
  type StaffUserUpdateBody,
} from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { callApi, ifMatchOptions, type VersionedSave } from '@silkway/web-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { failureWithServerText, successToast, useAdminWrite } from '../../admin-writes/index.js';
import { ADMIN_QUERY_ROOT } from '../../auth/index.js';

export const staffKeys = { all: [ADMIN_QUERY_ROOT, 'staff'] as const };

/**
 * A member of staff as the dialogs take a record: the username is its id (the calls name it);
 * `userId` and `version` make the tag a save sends as If-Match.
 */
export type StaffRecord = Omit<StaffUserAnswer, 'id'> & { id: string; userId: number };

type ReadAccount = Pick<StaffRecord, 'username' | 'userId' | 'version'>;

/** Everyone, as one page of PagedList (a company's staff fits on one). */
export function useStaffList() {
  return useInfiniteQuery({
    queryKey: staffKeys.all,
    queryFn: async (): Promise<StaffRecord[]> =>
      (await callApi(api.staff.list, {})).map((user) => ({
        ...user,
        id: user.username,
        userId: user.id,
      })),
    initialPageParam: 0,
    getNextPageParam: () => undefined,
  });
}

type ToastKey =
  | 'created'
  | 'createError'
  | 'updated'
  | 'updateError'
  | 'passwordReset'
  | 'passwordResetError'
  | 'twoFactorReset'
  | 'twoFactorResetError';

function useStaffWrite<Variables>(
  send: (variables: Variables) => Promise<unknown>,
  success: ToastKey,
  failure: ToastKey,
) {
  const { t } = useTranslation('admin-staff');
  return useAdminWrite({
    send,
    succeeded: successToast(t(`toasts.${success}`)),
    failed: failureWithServerText(t(`toasts.${failure}`)),
    refreshes: [staffKeys.all],
  });
}

/** The staff dialog's create and edit modes share one form, so both writes take either body. */
type StaffWriteBody = StaffUserCreateBody | StaffUserUpdateBody;

export function useCreateStaffMember() {
  return useStaffWrite(
    // Only the create mode calls it, with the create schema's output.
    (body: StaffWriteBody) => callApi(api.staff.create, { body: body as StaffUserCreateBody }),
    'created',
    'createError',
  );
}

export function useUpdateStaffMember(username: string, userId: number) {
  return useStaffWrite(
    ({ body, version }: VersionedSave<StaffWriteBody>) =>
      callApi(
        api.staff.update,
        { params: { username }, body: body as StaffUserUpdateBody },
        ifMatchOptions('user', userId, version),
      ),
    'updated',
    'updateError',
  );
}

export function useResetStaffPassword({ username, userId, version }: ReadAccount) {
  return useStaffWrite(
    (body: PasswordResetBody) =>
      callApi(
        api.staff.resetPassword,
        { params: { username }, body },
        ifMatchOptions('user', userId, version),
      ),
    'passwordReset',
    'passwordResetError',
  );
}

export function useResetStaffTwoFactor({ username, userId, version }: ReadAccount) {
  return useStaffWrite(
    () =>
      callApi(
        api.staff.resetTwoFactor,
        { params: { username } },
        ifMatchOptions('user', userId, version),
      ),
    'twoFactorReset',
    'twoFactorResetError',
  );
}
