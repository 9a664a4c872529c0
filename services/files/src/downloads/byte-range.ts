/** The part of a file a `Range: bytes=…` header asks for (RFC 9110 §14.1.2), inclusive offsets. */
export type RequestedPart =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads one byte range against a file of `size` bytes. Anything but a single `bytes=` range
 * (several ranges, other units, garbage) is ignored and the whole file is sent, as the RFC allows.
 */
export function requestedPart(rangeHeader: string | undefined, size: number): RequestedPart {
  const match = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader?.trim() ?? '');
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // `bytes=-N`: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
