// Runtime configuration: what the server and build give, how the page and worker read it, and
// the fallback to the last configuration remembered on the device.

import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { apiEndpoint, parseRuntimeConfig, runtimeConfigFromEnv } from '../../src/config/runtime';
import { loadApiSettings } from '../../src/outbox';

describe('runtime configuration', () => {
  it('defaults to the page origin and /api without a token', () => {
    expect(runtimeConfigFromEnv({})).toEqual({ api: { base: '', prefix: '/api', token: '' } });
  });

  it('takes a school API, prefix and token from the environment', () => {
    const config = runtimeConfigFromEnv({
      APP_API_BASE: 'https://api.school.example:3000/',
      APP_API_PREFIX: 'v1/intake/',
      APP_API_TOKEN: ' secret ',
    });
    expect(config.api).toEqual({ base: 'https://api.school.example:3000', prefix: '/v1/intake', token: 'secret' });
    expect(apiEndpoint(config.api, '/submissions')).toBe('https://api.school.example:3000/v1/intake/submissions');
  });

  it('refuses a base that is not an http(s) URL', () => {
    expect(() => runtimeConfigFromEnv({ APP_API_BASE: 'javascript:alert(1)' })).toThrow(/APP_API_BASE/);
    expect(parseRuntimeConfig({ api: { base: 'ftp://x' } }).api.base).toBe('');
    expect(parseRuntimeConfig('nonsense').api).toEqual({ base: '', prefix: '/api', token: '' });
  });

  it('is served at /app-config.json, and the school API origin joins connect-src', async () => {
    const app = createApp(loadConfig({ APP_API_BASE: 'https://api.school.example', APP_API_TOKEN: 't' }));
    const res = await app.request('/app-config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ api: { base: 'https://api.school.example', prefix: '/api', token: 't' } });
    expect(res.headers.get('content-security-policy')).toMatch(/connect-src 'self' https:\/\/api\.school\.example/);
  });

  it('is remembered on the device and used when it cannot be fetched', async () => {
    const online = async () => Response.json({ api: { base: 'https://api.school.example', token: 'abc' } });
    expect(await loadApiSettings(online as typeof fetch)).toEqual({
      base: 'https://api.school.example',
      prefix: '/api',
      token: 'abc',
    });
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect((await loadApiSettings(offline as typeof fetch)).base).toBe('https://api.school.example');
  });
});
