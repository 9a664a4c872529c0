import { ForbiddenException } from '@nestjs/common';
import { FORBIDDEN_MESSAGE, permissionOfItemField, permissionsOfRole } from '@silkway/contracts';

/**
 * Refuses (403) an item change touching a field whose permission the role lacks: the item update
 * carries every field (price beside status), and the gateway checked only the call's own permission
 * (docs/security.md "Roles and permissions"). No role means a call the gateway did not make for an
 * admin, which keeps every field.
 */
export function refuseFieldsOutsideRole(
  role: string | undefined,
  changedFields: readonly string[],
): void {
  if (role === undefined) return;
  const permissions = permissionsOfRole(role);
  const outside = changedFields.filter(
    (field) => !permissions.includes(permissionOfItemField(field)),
  );
  if (outside.length > 0)
    throw new ForbiddenException(`${FORBIDDEN_MESSAGE} (поля: ${outside.join(', ')})`);
}
