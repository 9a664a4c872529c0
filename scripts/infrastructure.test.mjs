// `npm start` and `npm test` name what is missing before they start anything, with the way to get it.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { REDIS_INSTALL_HINT, checkInfrastructure, stackSettings } from './stack.mjs';

/** A port nothing listens on: one the system gave and took back. */
async function closedPort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

test('a missing Redis is named with the one-line commands to get it', async () => {
  const port = await closedPort();
  const settings = stackSettings({ REDIS_URL: `redis://127.0.0.1:${port}` });
  await assert.rejects(checkInfrastructure(settings), (error) => {
    assert.match(error.message, new RegExp(`Redis is not reachable at 127\\.0\\.0\\.1:${port}`));
    assert.ok(error.message.includes(REDIS_INSTALL_HINT));
    assert.doesNotMatch(error.message, /PostgreSQL/);
    return true;
  });
});

test('a DATABASE_URL that does not answer is named, with the embedded database as the way out', async () => {
  const port = await closedPort();
  const settings = stackSettings({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/silkway` });
  await assert.rejects(
    checkInfrastructure(settings),
    /PostgreSQL is not reachable.*\n.*DATABASE_URL=embedded/,
  );
});
