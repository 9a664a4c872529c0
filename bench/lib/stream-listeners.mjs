// A worker thread holding many open event streams (GET /api/admin/events) and counting the changes
// they hear, so that reading them does not share the event loop that times the calls beside them.
// The streams stand for browsers on other machines: the thread runs at the lowest priority (on Linux
// a nice value is the thread's own), so the readers take only CPU the product leaves, and read with
// plain sockets, counting without decoding.
import { request } from 'node:http';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

const { url, cookie, streams } = workerData;
const CHANGE = Buffer.from('event: change');
let heard = 0;
const open = [];

setPriority(19);

const openOne = () =>
  new Promise((resolve, reject) => {
    const asked = request(`${url}/api/admin/events`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200)
        return reject(new Error(`a stream answered ${response.statusCode}`));
      // The end of the last chunk goes with the next: an event may be cut between two.
      let tail = Buffer.alloc(0);
      response.on('data', (chunk) => {
        const text = tail.length ? Buffer.concat([tail, chunk]) : chunk;
        for (let at = text.indexOf(CHANGE); at !== -1; at = text.indexOf(CHANGE, at + 1))
          heard += 1;
        tail = text.subarray(Math.max(0, text.length - CHANGE.length + 1));
      });
      response.on('error', () => undefined);
      resolve();
    });
    asked.on('error', reject);
    asked.end();
    open.push(asked);
  });

parentPort.on('message', async (message) => {
  if (message === 'open') {
    for (let opened = 0; opened < streams; opened += 100)
      await Promise.all(Array.from({ length: Math.min(100, streams - opened) }, openOne));
    parentPort.postMessage({ open: streams });
  }
  if (message === 'count') parentPort.postMessage({ heard });
  if (message === 'close') {
    for (const asked of open.splice(0)) asked.destroy();
    parentPort.postMessage({ closed: true });
  }
});
parentPort.postMessage({ ready: true });
