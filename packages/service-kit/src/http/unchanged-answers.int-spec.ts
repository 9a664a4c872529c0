import { Controller, Get, Module, Param, ParseIntPipe, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { baseServiceConfig, loadConfig } from '../config/load-config.js';
import { createServiceApp } from './bootstrap-service.js';
import { AnswersVersionTag } from './if-match.js';

const TOKEN = 'test-internal-token-16';
const names = ['Чай', 'Шёлк'];

@Controller('probe')
class ProbeController {
  @Get('names')
  list() {
    return names;
  }

  @Post('names')
  add() {
    names.push('Хлопок');
    return { added: true };
  }

  @Get('names/:id')
  @AnswersVersionTag('order')
  one(@Param('id', ParseIntPipe) id: number) {
    return { id, version: 1, name: names[id] };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('a list that did not change is answered 304 without its body', () => {
  let app: NestFastifyApplication;
  const get = (url: string, ifNoneMatch?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        'x-internal-token': TOKEN,
        ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
      },
    });

  beforeAll(async () => {
    const config = loadConfig(baseServiceConfig, { LOG_LEVEL: 'silent', INTERNAL_TOKEN: TOKEN });
    app = await createServiceApp(ProbeModule, { name: 'probe', config });
  });
  afterAll(() => app.close());

  it('tags a list by its bytes, answers the same tag 304 and a changed list 200 with a new tag', async () => {
    const first = await get('/probe/names');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await get('/probe/names', `W/"other", ${etag}`);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    await app.inject({
      method: 'POST',
      url: '/probe/names',
      headers: { 'x-internal-token': TOKEN },
    });
    const changed = await get('/probe/names', etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toContain('Хлопок');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("leaves a record's version tag as it is: the record is read whole each time", async () => {
    const first = await get('/probe/names/0');
    expect(first.headers.etag).toBe('"order-0-v1"');
    expect(first.headers['cache-control']).toBeUndefined();
    const again = await get('/probe/names/0', '"order-0-v1"');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: 'Чай' });
  });
});
