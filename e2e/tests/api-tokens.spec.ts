import { apiOk, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';

/**
 * Issue 35 §1 through the whole stack: an owner's token made by identity is taken by the gateway
 * at once, acts with its role on the admin API from a context with no cookie, and its revocation
 * refuses the very next call.
 */
test('an API token made by an owner calls the admin API as its role until revoked', async ({
  request,
  playwright,
}) => {
  await signInApi(request);
  const stamp = Date.now();
  const created = await apiOk<{ id: number; prefix: string; token: string }>(
    request.post('/api/admin/api-tokens', {
      data: { name: `Учёт ${stamp}`, role: 'viewer' },
    }),
  );
  expect(created.token.startsWith(`swk_${created.prefix}_`)).toBe(true);

  const integration = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${created.token}` },
  });
  try {
    expect((await integration.get('/api/admin/orders')).status()).toBe(200);
    const write = await integration.post('/api/admin/counterparties', {
      data: { name: `Не мой ${stamp}` },
    });
    expect(write.status()).toBe(403);

    const listed = await apiOk<{ id: number; lastUsedAt: string | null; role: string }[]>(
      request.get('/api/admin/api-tokens'),
    );
    const mine = listed.find((token) => token.id === created.id);
    expect(mine).toMatchObject({ role: 'viewer', lastUsedAt: expect.any(String) });
    expect(JSON.stringify(listed)).not.toContain(created.token);

    await apiOk(request.delete(`/api/admin/api-tokens/${created.id}`));
    expect((await integration.get('/api/admin/orders')).status()).toBe(401);
  } finally {
    await integration.dispose();
  }
});
