import type * as WebClient from '@silkway/web-client';

/**
 * `@silkway/web-client` with its two transports mocked, the module a spec puts in its place with
 * `jest.mock('@silkway/web-client', () => jest.requireActual('…/testing/web-client-mock'))`:
 * callApi goes through the mocked apiGet and apiSend, so a test sees every call as the method, the
 * literal address and the body the browser would send.
 */
const actual = jest.requireActual<typeof WebClient>('@silkway/web-client');
const apiGet = jest.fn();
const apiSend = jest.fn();

function callApi(
  call: Parameters<typeof actual.callUrl>[0],
  input: { params?: object; query?: object; body?: unknown },
  options?: WebClient.CallOptions,
): Promise<unknown> {
  const url = actual.callUrl(call, input as never);
  if (call.method === 'GET') return apiGet(url, ...(options ? [options] : []));
  const body = input.body === undefined ? [] : [input.body];
  return apiSend(call.method, url, ...body, ...(options ? [options] : []));
}

module.exports = { ...actual, apiGet, apiSend, callApi };
