import { Controller, Delete, Get, Module, NotFoundException, Post, Put } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { baseServiceConfig, loadConfig } from '../config/load-config.js';
import { createServiceApp } from './bootstrap-service.js';
import { Audit } from '../audit/audit.js';
import { currentActor } from '../audit/audit-context.js';

@Controller('api/admin/probe')
class ProbeController {
  @Post('forgets')
  forgets() {
    return { done: true };
  }

  @Put('twice')
  twice() {
    Audit.recordedElsewhere();
    Audit.recordedElsewhere();
    return { done: true };
  }

  @Post('once')
  async once() {
    // The acting admin survives the awaits of a handler, as a transaction's would.
    await new Promise((resolve) => setImmediate(resolve));
    Audit.recordedElsewhere();
    return { ...currentActor() };
  }

  @Post('dry-run')
  dryRun() {
    Audit.nothingChanged();
    return { done: true };
  }

  @Delete('refused')
  refused() {
    throw new NotFoundException('Не найдено');
  }

  @Get('reads')
  reads() {
    return { done: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('every successful change under /api/admin writes exactly one audit entry', () => {
  let app: NestFastifyApplication;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers = {}) =>
    app.inject({
      method,
      url: `/api/admin/probe/${path}`,
      headers: { 'x-internal-token': 'test-internal-token-16', ...headers },
    });

  beforeAll(async () => {
    const config = loadConfig(baseServiceConfig, {
      LOG_LEVEL: 'silent',
      INTERNAL_TOKEN: 'test-internal-token-16',
    });
    app = await createServiceApp(ProbeModule, { name: 'probe', config });
  });
  afterAll(() => app.close());

  it('fails a change that wrote none, or two, with 500 under test, naming the call', async () => {
    const none = await call('POST', 'forgets');
    expect(none.statusCode).toBe(500);
    expect(none.json().message).toBe(
      'POST /api/admin/probe/forgets wrote 0 audit entries instead of exactly one (docs/audit-log.md)',
    );
    expect((await call('PUT', 'twice')).statusCode).toBe(500);
  });

  it('passes a change with its one entry, and gives the handler the acting admin, address and way', async () => {
    const once = await call('POST', 'once', {
      'x-admin-username': 'malika',
      'x-admin-via': 'ui',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(once.statusCode).toBe(201);
    expect(once.json()).toEqual({ username: 'malika', ip: '203.0.113.9', via: 'ui', recorded: 1 });
    const unnamed = await call('POST', 'once', { 'x-admin-via': 'teleport' });
    expect(unnamed.json()).toMatchObject({ username: 'unknown', ip: null, via: 'api' });
  });

  it("tells a call from the site's own page (Sec-Fetch-Site) from an API token's or a program's", async () => {
    const viaOf = async (headers: Record<string, string>) =>
      (await call('POST', 'once', headers)).json<{ via: string }>().via;
    const fromPage = { 'sec-fetch-site': 'same-origin' };
    expect(await viaOf({ 'x-admin-username': 'malika', ...fromPage })).toBe('ui');
    expect(await viaOf({ 'x-admin-username': 'malika' })).toBe('api');
    expect(await viaOf({ 'x-admin-username': 'malika', 'sec-fetch-site': 'cross-site' })).toBe(
      'api',
    );
    expect(await viaOf({ 'x-admin-username': 'token%3A1C', ...fromPage })).toBe('api');
    expect(await viaOf({ 'x-admin-username': 'malika', 'x-admin-via': 'import' })).toBe('import');
  });

  it('asks nothing of a dry run, a refused call or a read', async () => {
    expect((await call('POST', 'dry-run')).statusCode).toBe(201);
    expect((await call('DELETE', 'refused')).statusCode).toBe(404);
    expect((await call('GET', 'reads')).statusCode).toBe(200);
  });
});
