import { ApiError } from './api-client.js';
import { ifMatchOptions, readStaleVersion } from './versions.js';

describe('versions', () => {
  it('sends the version read as If-Match, and nothing for a record without one', () => {
    expect(ifMatchOptions('order', 12, 3)).toEqual({ headers: { 'If-Match': '"order-12-v3"' } });
    expect(ifMatchOptions('order', 12, undefined)).toEqual({});
  });

  it('reads the record as it now is from a 412, and nothing from other failures', () => {
    const current = { id: 12, version: 4, name: 'Их', lastChange: { username: 'farhod', at: 'x' } };
    const stale = new ApiError(412, JSON.stringify({ statusCode: 412, message: 'm', current }), '');
    expect(readStaleVersion(stale)?.current).toEqual(current);
    expect(
      readStaleVersion(
        new ApiError(409, JSON.stringify({ statusCode: 409, message: 'm', current }), ''),
      ),
    ).toBeUndefined();
    expect(readStaleVersion(new ApiError(412, 'not json', ''))).toBeUndefined();
    expect(readStaleVersion(new Error('412'))).toBeUndefined();
  });
});
