import { ApiError } from '@silkway/web-client';
import { serverErrorMessage } from './server-error-message.js';

describe('serverErrorMessage', () => {
  it("keeps the status and shows the server's own message of a JSON error answer", () => {
    const error = new ApiError(
      400,
      JSON.stringify({ statusCode: 400, message: 'Телефон обязателен', requestId: 'r-1' }),
      'Bad Request',
    );
    expect(serverErrorMessage(error)).toBe('400: Телефон обязателен');
  });

  it('shows a plain-text answer as it came (product.md §8)', () => {
    expect(serverErrorMessage(new ApiError(502, 'Bad gateway', 'Bad Gateway'))).toBe(
      '502: Bad gateway',
    );
  });

  it('falls back to the status text when the answer is empty', () => {
    expect(serverErrorMessage(new ApiError(503, '', 'Service Unavailable'))).toBe(
      '503: Service Unavailable',
    );
  });

  it('passes a network failure through', () => {
    expect(serverErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
