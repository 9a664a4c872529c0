import {
  errorOf,
  signIn,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './testing/gateway-under-test.js';

describe('stored files are not open to strangers', () => {
  let under: GatewayUnderTest;
  beforeAll(async () => {
    under = await startGatewayUnderTest();
  });
  afterAll(() => under.stop());

  const filesCalls = () => under.services.files.calls.length;

  it('refuses every download by id without a session (ids 1..60), before the files service sees it', async () => {
    const before = filesCalls();
    for (let id = 1; id <= 60; id += 1) {
      for (const cookie of [undefined, 'silkway_admin_session=forged-or-expired-session-id']) {
        const response = await fetch(`${under.url}/api/files/${id}/download`, {
          headers: cookie ? { cookie } : {},
        });
        expect({ id, status: response.status }).toEqual({ id, status: 401 });
        expect((await errorOf(response)).message).toBe('Требуется вход в систему');
      }
    }
    expect(filesCalls()).toBe(before);
  });

  it('lets a signed-in administrator download, naming them to the files service, with the Range header passed on', async () => {
    const cookie = await signIn(under.url);
    const response = await fetch(`${under.url}/api/files/12/download`, {
      headers: { cookie, range: 'bytes=0-9' },
    });
    expect(response.status).toBe(200);
    const call = under.services.files.calls.at(-1);
    expect(call).toMatchObject({ url: '/api/files/12/download' });
    expect(call?.headers).toMatchObject({ 'x-admin-username': 'olga', range: 'bytes=0-9' });
  });

  it('forwards signed links without a session: the files service checks the signature', async () => {
    const link = '/api/files/12/shared?expires=1900000000&signature=abc';
    const response = await fetch(`${under.url}${link}`);
    expect(response.status).toBe(200);
    expect(under.services.files.calls.at(-1)?.url).toBe(link);
    expect(under.services.files.calls.at(-1)?.headers['x-admin-username']).toBeUndefined();
  });
});
