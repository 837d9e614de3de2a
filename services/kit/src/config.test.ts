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
});
