// One replica of a service as its own process: answers every call with its name and the byte count
// of the body it read; prints its port once listening. Killed with SIGKILL by the tests.
import { createServer } from 'node:http';

const name = process.argv[2] ?? 'replica';
const server = createServer((request, response) => {
  let bodyBytes = 0;
  request.on('data', (chunk) => (bodyBytes += chunk.length));
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ replica: name, method: request.method, url: request.url, bodyBytes }),
    );
  });
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
