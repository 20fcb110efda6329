import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('the configuration', () => {
  it('refuses to run in production without the address users type (mail links would lead nowhere)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required with NODE_ENV=production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sideline.example.org/' }).publicUrl,
    ).toBe('https://sideline.example.org');
    // Development and tests still default to the bind address.
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3100' }).publicUrl).toBe('http://127.0.0.1:3100');
  });
});
