import { createQueryClient } from './query-client.js';
import { startTestServer } from './test-server.js';

describe('createQueryClient (product.md §7 defaults)', () => {
  it('never marks data stale and never refetches or retries by itself', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
    });
  });

  it('reads a query keyed by its path through the fetch wrapper, once', async () => {
    let answered = 0;
    const server = await startTestServer((_request, response) => {
      answered += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"yearsExperience":10}');
    });
    const client = createQueryClient();
    try {
      const key = [server.url('/api/stats')];
      await expect(client.fetchQuery({ queryKey: key })).resolves.toEqual({ yearsExperience: 10 });
      await client.fetchQuery({ queryKey: key });
      expect(answered).toBe(1);
    } finally {
      client.clear();
      await server.close();
    }
  });

  it('does not retry a failed query', async () => {
    let answered = 0;
    const server = await startTestServer((_request, response) => {
      answered += 1;
      response.writeHead(500);
      response.end('boom');
    });
    const client = createQueryClient();
    try {
      await expect(client.fetchQuery({ queryKey: [server.url('/api/stats')] })).rejects.toThrow(
        '500: boom',
      );
      expect(answered).toBe(1);
    } finally {
      client.clear();
      await server.close();
    }
  });
});
