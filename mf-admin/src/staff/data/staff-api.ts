import {
  api,
  type PasswordResetBody,
  type StaffUserAnswer,
  type StaffUserCreateBody,
  type StaffUserUpdateBody,
} from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { callApi } from '@silkway/web-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { failureWithServerText, successToast, useAdminWrite } from '../../admin-writes/index.js';
import { ADMIN_QUERY_ROOT } from '../../auth/index.js';

export const staffKeys = { all: [ADMIN_QUERY_ROOT, 'staff'] as const };

/** A member of staff as the dialogs take a record: the username is its id. */
export type StaffRecord = StaffUserAnswer & { id: string };

/** Everyone, as one page of PagedList (a company's staff fits on one). */
export function useStaffList() {
  return useInfiniteQuery({
    queryKey: staffKeys.all,
    queryFn: async (): Promise<StaffRecord[]> =>
      (await callApi(api.staff.list, {})).map((user) => ({ ...user, id: user.username })),
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

export function useUpdateStaffMember(username: string) {
  return useStaffWrite(
    (body: StaffWriteBody) =>
      callApi(api.staff.update, { params: { username }, body: body as StaffUserUpdateBody }),
    'updated',
    'updateError',
  );
}

export function useResetStaffPassword(username: string) {
  return useStaffWrite(
    (body: PasswordResetBody) => callApi(api.staff.resetPassword, { params: { username }, body }),
    'passwordReset',
    'passwordResetError',
  );
}

export function useResetStaffTwoFactor(username: string) {
  return useStaffWrite(
    () => callApi(api.staff.resetTwoFactor, { params: { username } }),
    'twoFactorReset',
    'twoFactorResetError',
  );
}
