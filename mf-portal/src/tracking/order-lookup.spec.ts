import { ApiError } from '@silkway/web-client';
import { EmptyTrackingAnswerError, describeTrackingFailure } from './order-lookup.js';
import { readTrackingAnswer } from './tracking-answer.js';
import { trackedOrderFixture } from './tracked-order.fixture.js';

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the action to throw');
}

describe('readTrackingAnswer', () => {
  it('takes the order returned directly or wrapped in an order field (product.md §7)', () => {
    expect(readTrackingAnswer(trackedOrderFixture)).toEqual(trackedOrderFixture);
    expect(readTrackingAnswer({ order: trackedOrderFixture })).toEqual(trackedOrderFixture);
  });

  it.each([null, '', {}, { order: null }, { order: {} }])(
    'treats %j as an empty result',
    (body) => {
      expect(() => readTrackingAnswer(body)).toThrow(EmptyTrackingAnswerError);
    },
  );
});

describe('describeTrackingFailure', () => {
  it('calls a 404 or an empty result not found', () => {
    expect(
      describeTrackingFailure(
        new ApiError(404, '{"message":"Данного заказа не существует"}', 'Not Found'),
      ),
    ).toEqual({ kind: 'notFound' });
    expect(describeTrackingFailure(new EmptyTrackingAnswerError())).toEqual({ kind: 'notFound' });
  });

  it("passes on the server's own message for a 429", () => {
    const limited = new ApiError(
      429,
      '{"statusCode":429,"message":"Слишком много запросов. Попробуйте позже."}',
      'Too Many Requests',
    );
    expect(describeTrackingFailure(limited)).toEqual({
      kind: 'serverMessage',
      message: 'Слишком много запросов. Попробуйте позже.',
    });
    expect(describeTrackingFailure(new ApiError(429, '', 'Too Many Requests'))).toEqual({
      kind: 'searchFailed',
    });
  });

  it('calls any other failure status, or an answer of the wrong shape, a search failure', () => {
    expect(describeTrackingFailure(new ApiError(500, 'boom', 'Internal Server Error'))).toEqual({
      kind: 'searchFailed',
    });
    expect(describeTrackingFailure(new ApiError(400, '{"message":"bad"}', 'Bad Request'))).toEqual({
      kind: 'searchFailed',
    });
    expect(describeTrackingFailure(thrownBy(() => readTrackingAnswer({ code: 'SW-1' })))).toEqual({
      kind: 'searchFailed',
    });
  });

  it('calls a request that got no answer a network failure', () => {
    expect(describeTrackingFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });
});
