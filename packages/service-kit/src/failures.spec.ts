import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
  TypeORMError,
} from 'typeorm';
import { isConnectionFailure, isTransientError } from './failures.js';

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

describe('isTransientError', () => {
  it('is true of every connection failure', () => {
    expect(isTransientError(new QueryRunnerAlreadyReleasedError())).toBe(true);
    expect(isTransientError(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
  });

  it('also waits out a busy database: a deadlock, a lock timeout, a serialization failure', () => {
    for (const code of ['40P01', '55P03', '40001', '53200']) {
      const busy = Object.assign(new Error('busy'), { code });
      expect(isTransientError(new QueryFailedError('UPDATE …', [], busy))).toBe(true);
      expect(isConnectionFailure(new QueryFailedError('UPDATE …', [], busy))).toBe(false);
    }
  });

  it('leaves a wrong event or code to the poison count, and survives an error that wraps itself', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isTransientError(new QueryFailedError('INSERT …', [], unique))).toBe(false);
    const looped = new Error('looped', { cause: undefined as unknown });
    looped.cause = looped;
    expect(isTransientError(looped)).toBe(false);
  });
});
