// Analytics settings of the runtime configuration (ANALYTICS_GTM_ID, ANALYTICS_PIXEL_SRC), and the
// CSP that opens to Google's origins only when a tag manager (or reCAPTCHA) is configured.

import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { nginxConf } from '../../scripts/nginx-conf';
import { parseRuntimeConfig, runtimeConfigFromEnv } from '../../src/config/runtime';

const csp = async (env: Record<string, string>) =>
  (await createApp(loadConfig(env)).request('/robots.txt')).headers.get('content-security-policy') ?? '';

describe('analytics settings', () => {
  it('are absent unless something is configured', () => {
    expect(runtimeConfigFromEnv({}).analytics).toBeUndefined();
    expect(runtimeConfigFromEnv({ ANALYTICS_GTM_ID: ' ', ANALYTICS_PIXEL_SRC: '' }).analytics).toBeUndefined();
  });

  it('take a container id and a local pixel path from the environment', () => {
    expect(runtimeConfigFromEnv({ ANALYTICS_GTM_ID: 'GTM-AB12CD' }).analytics).toEqual({
      gtmId: 'GTM-AB12CD',
      pixelSrc: '',
    });
    expect(runtimeConfigFromEnv({ ANALYTICS_PIXEL_SRC: '/pixel.js' }).analytics).toEqual({
      gtmId: '',
      pixelSrc: '/pixel.js',
    });
  });

  it('refuse what is not a container id or a path on this site', () => {
    expect(() => runtimeConfigFromEnv({ ANALYTICS_GTM_ID: 'UA-123' })).toThrow(/ANALYTICS_GTM_ID/);
    for (const src of ['https://evil.example/p.js', '//evil.example/p.js', 'pixel.js', '/../x.js', '/\\evil.js']) {
      expect(() => runtimeConfigFromEnv({ ANALYTICS_PIXEL_SRC: src }), src).toThrow(/ANALYTICS_PIXEL_SRC/);
    }
    // A document edited by hand: what is not valid is dropped, not loaded.
    expect(parseRuntimeConfig({ analytics: { gtmId: 'GTM-1"><script>', pixelSrc: 'javascript:x' } }).analytics).toBe(
      undefined,
    );
  });

  it('are served at /app-config.json when set', async () => {
    const app = createApp(loadConfig({ ANALYTICS_GTM_ID: 'GTM-AB12CD', ANALYTICS_PIXEL_SRC: '/pixel.js' }));
    expect(await (await app.request('/app-config.json')).json()).toMatchObject({
      analytics: { gtmId: 'GTM-AB12CD', pixelSrc: '/pixel.js' },
    });
  });
});

describe('Content-Security-Policy', () => {
  it('allows only this site by default, and reports violations', async () => {
    const policy = await csp({});
    expect(policy).toContain("script-src 'self';");
    // Frames: the two video players WordPress articles may embed, loaded on click (src/content/embeds.ts).
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;");
    expect(policy).not.toMatch(/google/);
    expect(policy).toContain('report-uri /csp-report');
  });

  it('opens to the tag manager and analytics origins only with a container id', async () => {
    const policy = await csp({ ANALYTICS_GTM_ID: 'GTM-AB12CD' });
    expect(policy).toContain("script-src 'self' https://*.googletagmanager.com;");
    expect(policy).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(policy).toMatch(/img-src 'self' data: blob: [^;]*https:\/\/\*\.googletagmanager\.com/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(await csp({ ANALYTICS_PIXEL_SRC: '/pixel.js' })).not.toMatch(/google/);
  });

  it('opens to reCAPTCHA when the robot check uses it', async () => {
    const policy = await csp({ ROBOT_CHECK: 'recaptcha', RECAPTCHA_SECRET: 's' });
    expect(policy).toMatch(
      /script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
    );
    expect(policy).toMatch(/frame-src 'self' [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('is the same for static hosts (dist/nginx.conf), without the report endpoint', () => {
    const line = (env: Record<string, string>) =>
      nginxConf(env)
        .split('\n')
        .find((l) => l.includes('Content-Security-Policy')) ?? '';
    expect(line({})).toContain("script-src 'self';");
    expect(line({})).not.toMatch(/google|report-/);
    const configured = line({ ANALYTICS_GTM_ID: 'GTM-AB12CD', CONTENT_BASE_URL: 'https://cms.example.com/wp' });
    expect(configured).toContain("script-src 'self' https://*.googletagmanager.com;");
    expect(configured).toMatch(/connect-src 'self' https:\/\/cms\.example\.com /);
    expect(line({ VITE_ROBOT_CHECK: 'recaptcha' })).toMatch(
      /frame-src 'self' [^;]*https:\/\/www\.google\.com\/recaptcha\//,
    );
  });
});
