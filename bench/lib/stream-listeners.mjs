// A worker thread holding many open event streams (GET /api/admin/events) and counting the changes
// they hear, so that reading them does not share the event loop that times the calls beside them.
import { parentPort, workerData } from 'node:worker_threads';

const { url, cookie, streams } = workerData;
let heard = 0;
const aborts = [];

async function open() {
  const abort = new AbortController();
  aborts.push(abort);
  const response = await fetch(`${url}/api/admin/events`, {
    headers: { cookie },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`a stream answered ${response.status}`);
  void (async () => {
    try {
      for await (const chunk of response.body)
        heard += (
          Buffer.from(chunk)
            .toString()
            .match(/event: change/g) ?? []
        ).length;
    } catch {
      // closed
    }
  })();
}

for (let opened = 0; opened < streams; opened += 100)
  await Promise.all(Array.from({ length: Math.min(100, streams - opened) }, open));
parentPort.postMessage({ open: streams });
parentPort.on('message', (message) => {
  if (message === 'count') parentPort.postMessage({ heard });
  if (message === 'close') {
    for (const abort of aborts) abort.abort();
    parentPort.postMessage({ closed: true });
  }
});
