import { z } from 'zod';
import { ConfigError, parseConfig, serviceConfigShape } from './config';

describe('parseConfig', () => {
  it('applies defaults', () => {
    const config = parseConfig(serviceConfigShape(4002), {});
    expect(config.PORT).toBe(4002);
    expect(config.DATABASE_URL).toMatch(/^sqlite:.*\.data\/fairway\.sqlite$/);
  });

  it('names every bad variable', () => {
    expect(() => parseConfig(serviceConfigShape(4002), { PORT: 'eighty', DATABASE_URL: 'postgres://x/y' })).toThrow(ConfigError);
    try {
      parseConfig(serviceConfigShape(4002), { PORT: 'eighty', DATABASE_URL: 'postgres://x/y' });
    } catch (error) {
      expect((error as ConfigError).message).toMatch(/PORT:/);
      expect((error as ConfigError).message).toMatch(/DATABASE_URL: must be mysql:\/\//);
    }
  });

  it('treats an empty value as unset', () => {
    expect(parseConfig({ NAME: z.string().default('x') }, { NAME: '' }).NAME).toBe('x');
  });

  it('migrates at start except in production, unless MIGRATE_ON_START says otherwise', () => {
    const shape = serviceConfigShape(4002);
    expect(parseConfig(shape, {}).MIGRATE_ON_START).toBe(true);
    expect(parseConfig(shape, { MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
    expect(() => parseConfig(shape, { MIGRATE_ON_START: 'no' })).toThrow(/MIGRATE_ON_START: must be true or false/);
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const secret = { INTERNAL_SECRET: 'a-private-value-0123456789' };
      expect(parseConfig(shape, secret).MIGRATE_ON_START).toBe(false);
      expect(parseConfig(shape, { ...secret, MIGRATE_ON_START: 'true' }).MIGRATE_ON_START).toBe(true);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});
