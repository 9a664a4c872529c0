import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { wantsEmbeddedDatabase } from './embedded-database.mjs';

async function listening() {
  const server = createServer((socket) => socket.end());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

test('DATABASE_URL unset: the embedded database when nothing answers where the default points', async () => {
  const server = await listening();
  const { port } = server.address();
  assert.equal(await wantsEmbeddedDatabase(undefined, { host: '127.0.0.1', port }), false);
  server.close();
  await once(server, 'close');
  assert.equal(await wantsEmbeddedDatabase(undefined, { host: '127.0.0.1', port }), true);
});

test('DATABASE_URL=embedded asks for it; any other DATABASE_URL is used as it is', async () => {
  const closed = { host: '127.0.0.1', port: 1 };
  assert.equal(await wantsEmbeddedDatabase('embedded', closed), true);
  assert.equal(await wantsEmbeddedDatabase('postgres://db.example:5432/silkway', closed), false);
});
