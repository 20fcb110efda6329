import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { BROWSER_PUSH_SERVICES, ConfigError, loadConfig } from '../../config.js';
import { isPublicAddress, NonPublicAddressError, publicOnlyLookup } from '../../lib/public-address.js';
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
  const production = { pushServiceHosts: [...BROWSER_PUSH_SERVICES], pushTestOrigin: undefined };
  const test = { ...production, pushTestOrigin: 'http://127.0.0.1:9999' };

  it('accepts the push services browsers use, over https on its own port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx4abc',
    ])
      expect(isAllowedEndpoint(endpoint, production), endpoint).toBe(true);
  });

  it('refuses every other host, IP literals, other ports and plain http', () => {
    for (const endpoint of [
      'https://127.0.0.2:5432/',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1:6379/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://localhost/push/x',
      'https://[::1]/push/x',
      'https://8.8.8.8/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:444/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://evilfcm.googleapis.com.example/x',
      'https://push.services.mozilla.com.evil.example/x',
      'https://xpush.services.mozilla.com/x',
      'http://[/x',
    ])
      expect(isAllowedEndpoint(endpoint, production), endpoint).toBe(false);
  });

  it('allows the local stand-in only by the explicit test setting, and only in test', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:9999/push/x', test)).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:9999/push/x', production)).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:5432/', test)).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'development', PUSH_TEST_ORIGIN: 'http://127.0.0.1:9999' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PUSH_TEST_ORIGIN: 'http://10.0.0.1:6379' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ NODE_ENV: 'test', PUSH_TEST_ORIGIN: 'http://127.0.0.1:9999' }).pushTestOrigin).toBe(
      'http://127.0.0.1:9999',
    );
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.test, *.push.example.org' }).pushServiceHosts,
    ).toEqual(['push.example.test', '*.push.example.org']);
  });
});

describe('addresses the server connects to at send time', () => {
  it('counts only public unicast addresses as public, IPv4-mapped ones by the address they carry', () => {
    for (const address of ['8.8.8.8', '142.250.72.106', '2607:f8b0:4004:c1b::5f'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.2',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses a name that resolves to this machine before any connection is made', async () => {
    const lookup = (name: string) =>
      new Promise<string>((resolve, reject) =>
        publicOnlyLookup(name, {}, (error, address) => (error ? reject(error) : resolve(String(address)))),
      );
    await expect(lookup('localhost')).rejects.toThrow(NonPublicAddressError);
    await expect(lookup('127.0.0.1')).rejects.toThrow(/not a public address/);
  });
});
