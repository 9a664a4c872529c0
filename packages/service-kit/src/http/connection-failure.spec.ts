import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
  TypeORMError,
} from 'typeorm';
import { isConnectionFailure } from './connection-failure.js';

describe('isConnectionFailure', () => {
  it('knows a transaction whose connection dropped mid-way (TypeORM released its query runner)', () => {
    expect(isConnectionFailure(new QueryRunnerAlreadyReleasedError())).toBe(true);
    expect(isConnectionFailure(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
  });

  it("knows pg's words for a client whose connection is gone", () => {
    for (const message of [
      'Client was closed and is not queryable',
      'Client has encountered a connection error and is not queryable',
      'Release called on client which has already been released to the pool.',
    ])
      expect(isConnectionFailure(new Error(message))).toBe(true);
  });

  it('knows PostgreSQL going down, wrapped as TypeORM wraps it', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    expect(isConnectionFailure(new QueryFailedError('UPDATE …', [], terminated))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
  });

  it('leaves a real fault of the query or the code a 500', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isConnectionFailure(new QueryFailedError('INSERT …', [], unique))).toBe(false);
    expect(isConnectionFailure(new TypeORMError('No metadata for "Thing" was found.'))).toBe(false);
    expect(isConnectionFailure(new TypeError('x is undefined'))).toBe(false);
  });
});
