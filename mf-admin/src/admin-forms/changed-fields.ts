import { auditValue } from '@silkway/contracts';

/**
 * The fields of a form's body that differ from the record as it was read, plus those the call
 * requires: a save sends what the user changed only, so it cannot put back a value someone else
 * changed meanwhile (a comment saved beside a colleague's new price leaves the price alone).
 */
export function changedFields<Body extends object>(
  body: Body,
  read: object,
  required: readonly string[] = [],
): Body {
  const before = read as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(body).filter(
      ([field, value]) =>
        required.includes(field) || auditValue(value) !== auditValue(before[field]),
    ),
  ) as Body;
}
