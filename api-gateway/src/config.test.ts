import { randomBytes } from 'node:crypto';
import express from 'express';
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
    expect(ok.TRUST_PROXY).toEqual(['loopback']);
    expect(ok.HOST).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY', () => {
  it("trusts only loopback (the shell's proxy) by default, a list when given, no one with none", () => {
    expect(parseGatewayConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(parseGatewayConfig({ TRUST_PROXY: '10.42.0.0/16, 10.43.0.5' }).TRUST_PROXY).toEqual(['10.42.0.0/16', '10.43.0.5']);
    expect(parseGatewayConfig({ TRUST_PROXY: 'none' }).TRUST_PROXY).toEqual([]);
  });

  it('does not trust a client on a private address by default (behind an ingress every client is on one)', () => {
    const trusts = express().set('trust proxy', parseGatewayConfig({}).TRUST_PROXY).get('trust proxy fn');
    expect(trusts('127.0.0.1', 0)).toBe(true);
    for (const client of ['10.1.2.3', '172.16.0.9', '192.168.1.20', 'fd00::1']) expect(trusts(client, 0)).toBe(false);
  });

  it('refuses what is not an address, a range or a known name (a hop count, true, a typo)', () => {
    for (const bad of ['true', '1', 'loopbak', '10.0.0.0/33']) {
      expect(() => parseGatewayConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be none or a comma-separated list/);
    }
  });
});
