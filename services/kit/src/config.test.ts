import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { ConfigError, DEV_INTERNAL_SECRET, estimatedEntropyBits, mailConfigShape, parseConfig, serviceConfigShape } from './config';

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
    // Production rules read NODE_ENV of the environment being parsed.
    const production = { NODE_ENV: 'production', INTERNAL_SECRET: randomBytes(32).toString('hex') };
    expect(parseConfig(shape, production).MIGRATE_ON_START).toBe(false);
    expect(parseConfig(shape, { ...production, MIGRATE_ON_START: 'true' }).MIGRATE_ON_START).toBe(true);
  });
});

describe('production secrets', () => {
  const production = (env: Record<string, string>) => parseConfig(serviceConfigShape(4002), { NODE_ENV: 'production', ...env });
  const problem = (value: string | undefined) => {
    try {
      production(value === undefined ? {} : { INTERNAL_SECRET: value });
      return null;
    } catch (error) {
      return (error as ConfigError).message;
    }
  };

  it('refuses no secret, the built-in one and published placeholders by name', () => {
    expect(problem(undefined)).toMatch(/INTERNAL_SECRET: is a placeholder or built-in value/);
    expect(problem(DEV_INTERNAL_SECRET)).toMatch(/INTERNAL_SECRET: is a placeholder/);
    expect(problem('change-me-internal-secret-0123456789')).toMatch(/INTERNAL_SECRET: is a placeholder/);
  });

  it('refuses short and low-entropy secrets', () => {
    expect(problem('f3a9c1d27b6e4058')).toMatch(/INTERNAL_SECRET: must be at least 32 characters/);
    expect(problem('ab'.repeat(20))).toMatch(/INTERNAL_SECRET: is too predictable/);
    expect(problem('a'.repeat(40))).toMatch(/INTERNAL_SECRET: is a placeholder/);
  });

  it('accepts a random value and keeps the development default outside production', () => {
    expect(problem(randomBytes(32).toString('hex'))).toBeNull();
    expect(problem(randomBytes(32).toString('base64'))).toBeNull();
    expect(parseConfig(serviceConfigShape(4002), {}).INTERNAL_SECRET).toBe(DEV_INTERNAL_SECRET);
  });

  it('requires SMTP_URL in production and binds to loopback unless HOST says otherwise', () => {
    const secret = randomBytes(32).toString('hex');
    const mailing = { ...serviceConfigShape(4002), ...mailConfigShape };
    expect(() => parseConfig(mailing, { NODE_ENV: 'production', INTERNAL_SECRET: secret })).toThrow(/SMTP_URL: is required/);
    expect(parseConfig(mailing, { NODE_ENV: 'production', INTERNAL_SECRET: secret, SMTP_URL: 'smtp://mail:25' }).SMTP_URL).toBe(
      'smtp://mail:25',
    );
    expect(parseConfig(mailing, {}).SMTP_URL).toBeUndefined();
    expect(parseConfig(serviceConfigShape(4002), {}).HOST).toBe('127.0.0.1');
    expect(parseConfig(serviceConfigShape(4002), { HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('estimates entropy from the characters used', () => {
    expect(estimatedEntropyBits('aaaa')).toBe(0);
    expect(estimatedEntropyBits('abcd')).toBe(8);
  });
});
