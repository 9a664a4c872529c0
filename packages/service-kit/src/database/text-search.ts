/**
 * Free-text search rule shared by the services (docs/product-decisions.md, "Search on indexes"):
 * three characters or more match anywhere in the text (trigram GIN indexes); one or two match the
 * start of it (b-tree `text_pattern_ops` indexes), because a trigram index cannot narrow a
 * one- or two-character substring and the search would read the whole table.
 */
export const TRIGRAM_MIN_LENGTH = 3;

/** The LIKE pattern for `text` against lower(column), its own % and _ taken literally. */
export function textSearchPattern(text: string): string {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  return [...text].length >= TRIGRAM_MIN_LENGTH ? `%${escaped}%` : `${escaped}%`;
}
