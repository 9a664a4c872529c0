import { apiGet, apiSend } from '@silkway/web-client';

/**
 * The portal's two calls to the server, for a spec that mocks them
 * (`jest.mock('@silkway/web-client', …)` with `apiGet` and `apiSend` as `jest.fn()`), reset before each test.
 */
export function mockedServer() {
  const askServer = jest.mocked(apiGet);
  const sendToServer = jest.mocked(apiSend);
  beforeEach(() => {
    askServer.mockReset();
    sendToServer.mockReset();
  });
  return { askServer, sendToServer };
}
