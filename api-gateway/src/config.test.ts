import { ConfigError } from '@fairway/kit';
import { parseGatewayConfig } from './config';

describe('gateway configuration', () => {
  it('works with no configuration (embedded defaults)', () => {
    const config = parseGatewayConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.ALLOWED_ORIGINS).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.AUTH_SERVICE_URL).toBe('http://127.0.0.1:4001');
    expect(config.COOKIE_SECURE).toBeUndefined();
  });

  it('names each bad variable', () => {
    let error: unknown;
    try {
      parseGatewayConfig({ REDIS_URL: 'localhost:6379', ALLOWED_ORIGINS: 'nope', COOKIE_SECURE: 'yes' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/REDIS_URL: must be redis:\/\/host:6379/);
    expect(message).toMatch(/ALLOWED_ORIGINS/);
    expect(message).toMatch(/COOKIE_SECURE: must be true or false/);
  });

  it('refuses the development secrets in production', () => {
    const original = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => parseGatewayConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: must be set[\s\S]*INTERNAL_SECRET: must be set/);
      const ok = parseGatewayConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-long-private-session-secret',
        INTERNAL_SECRET: 'a-long-private-internal-secret',
        COOKIE_SECURE: 'false',
      });
      expect(ok.COOKIE_SECURE).toBe(false);
    } finally {
      process.env.NODE_ENV = original;
    }
  });
});
