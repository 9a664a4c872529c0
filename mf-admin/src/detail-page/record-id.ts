import { idParam } from '@silkway/contracts';

/** The id in a detail page's address, or null when it is not a positive whole number. */
export function parseRecordId(raw: string | undefined): number | null {
  const parsed = idParam.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
