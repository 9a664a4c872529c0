import { z } from 'zod';
import { baseServiceConfig, ConfigurationError, loadConfig, portSetting } from './load-config.js';

const schema = baseServiceConfig.extend({ ORDERS_PORT: portSetting(3001) });

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig(schema, {});
    expect(config).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/silkway',
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: 'silkway',
      HOST: '127.0.0.1',
      ORDERS_PORT: 3001,
    });
  });

  it('treats empty variables as unset and coerces numbers', () => {
    expect(loadConfig(schema, { QUEUE_PREFIX: '', ORDERS_PORT: '4001' })).toMatchObject({
      QUEUE_PREFIX: 'silkway',
      ORDERS_PORT: 4001,
    });
  });

  it('names every bad variable in one message', () => {
    const load = () => loadConfig(schema, { DATABASE_URL: 'not a url', ORDERS_PORT: '70000' });
    expect(load).toThrow(ConfigurationError);
    expect(load).toThrow(/DATABASE_URL[\s\S]*ORDERS_PORT/);
  });

  it('accepts a schema without the base settings', () => {
    expect(loadConfig(z.object({ X: z.string().default('x') }), {})).toEqual({ X: 'x' });
  });
});
