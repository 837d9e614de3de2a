import { randomBytes } from 'node:crypto';
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

  it('refuses the development secrets, the published placeholders and weak values by name in production', () => {
    expect(() => parseGatewayConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: is a placeholder[\s\S]*INTERNAL_SECRET: is a placeholder/,
    );
    expect(() =>
      parseGatewayConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'change-me-session-secret-0123456789',
        INTERNAL_SECRET: 'change-me-internal-secret-0123456789',
      }),
    ).toThrow(/SESSION_SECRET: is a placeholder[\s\S]*INTERNAL_SECRET: is a placeholder/);
    expect(() =>
      parseGatewayConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-long-private-session-secret',
        INTERNAL_SECRET: randomBytes(32).toString('hex'),
      }),
    ).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    const ok = parseGatewayConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      INTERNAL_SECRET: randomBytes(32).toString('base64'),
    });
    // Secure cookies by default in production (sent over HTTPS, X-Forwarded-Proto from a trusted proxy counts).
    expect(ok.COOKIE_SECURE).toBeUndefined();
    expect(ok.TRUST_PROXY).toBe('loopback,uniquelocal');
    expect(ok.HOST).toBe('127.0.0.1');
  });
});
