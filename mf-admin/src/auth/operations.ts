import { type ApiCall, apiCatalogue, permissionOfItemField } from '@silkway/contracts';
import { useCallback } from 'react';
import { useAdminCan } from './admin-session.js';

const OPERATION_NAMES = new Map(
  apiCatalogue.map(({ area, name, call }) => [call, `${area}.${name}`]),
);

/**
 * What a control carries to say which catalogue operation it makes (and, for the item update,
 * which field): the role sweep reads it and checks the role holds that operation's permission.
 */
export function operation(call: ApiCall, field?: string) {
  return {
    'data-operation': OPERATION_NAMES.get(call),
    ...(field === undefined ? {} : { 'data-field': field }),
  };
}

/**
 * Whether the signed-in role may make `call` (for the item update, change `field`): a control whose
 * call the role lacks is not offered, or is shown disabled with the reason.
 */
export function useMayCall(): (call: ApiCall, field?: string) => boolean {
  const can = useAdminCan();
  return useCallback(
    (call: ApiCall, field?: string) =>
      call.permission !== undefined &&
      can(call.permission) &&
      (field === undefined || can(permissionOfItemField(field))),
    [can],
  );
}
