import { expectedVersionOf, ifMatch, staleVersionBody, versionTag } from './versions.js';

describe('record versions', () => {
  it('tags a version strongly and reads the tag back', () => {
    expect(versionTag('quote-request', 4, 2)).toBe('"quote-request-4-v2"');
    expect(expectedVersionOf(ifMatch('stock', 12, 3)['If-Match'])).toEqual({
      record: 'stock',
      id: 12,
      version: 3,
    });
  });

  it('takes no header or * as any version, and anything else not ours as malformed', () => {
    expect(expectedVersionOf(undefined)).toBeUndefined();
    expect(expectedVersionOf(' * ')).toBeUndefined();
    for (const malformed of [
      'order-1-v1',
      'W/"order-1-v1"',
      '"order-1"',
      '"order-1-v1", "order-1-v2"',
      '"order-99999999999999999-v1"',
    ])
      expect([malformed, expectedVersionOf(malformed)]).toEqual([malformed, null]);
  });

  it('reads a 412 answer: the record now, its version and who changed it last', () => {
    const body = {
      statusCode: 412,
      message: 'changed',
      current: {
        id: 1,
        version: 2,
        name: 'x',
        lastChange: { username: 'farhod', at: '2026-11-28T18:00:00.000Z' },
      },
    };
    expect(staleVersionBody.parse(body).current).toEqual(body.current);
    expect(staleVersionBody.safeParse({ ...body, current: { id: 1 } }).success).toBe(false);
  });
});
