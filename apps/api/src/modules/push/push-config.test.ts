import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../../config.js';
import { isAllowedEndpoint } from './push.service.js';

describe('push configuration', () => {
  const keys = webpush.generateVAPIDKeys();

  it('is off without keys, and needs both keys together', () => {
    expect(loadConfig({}).push).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
  });

  it('names a subject push services accept: the https site, else a mailto', () => {
    const both = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(loadConfig({ ...both, PUBLIC_URL: 'https://sideline.example' }).push?.subject).toBe(
      'https://sideline.example',
    );
    expect(loadConfig(both).push?.subject).toMatch(/^mailto:/);
    expect(loadConfig({ ...both, VAPID_SUBJECT: 'mailto:ops@sideline.example' }).push?.subject).toBe(
      'mailto:ops@sideline.example',
    );
  });
});

describe('push service addresses', () => {
  it('accepts https anywhere, plain http only to this machine outside production', () => {
    const test = { env: 'test' as const };
    const production = { env: 'production' as const };
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', production)).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:9999/push/x', test)).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:9999/push/x', production)).toBe(false);
    expect(isAllowedEndpoint('https://localhost/push/x', production)).toBe(false);
    expect(isAllowedEndpoint('http://push.example.com/x', test)).toBe(false);
    expect(isAllowedEndpoint('http://[/x', test)).toBe(false);
  });
});
