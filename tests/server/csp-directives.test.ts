// Every Content-Security-Policy we send (the Node server's, with and without the tag manager and
// reCAPTCHA, and dist/nginx.conf's) uses only directives that Chromium, Firefox and WebKit all
// understand: an unknown one (manifest-src, for one) is an error in WebKit's console on every page.
// The browsers themselves check it in tests/engines/pages.spec.ts.

import { describe, expect, it } from 'vitest';
import { nginxConf } from '../../scripts/nginx-conf';
import {
  contentSecurityPolicy,
  CSP_DIRECTIVES,
  mergeSources,
  recaptchaSources,
  tagManagerSources,
} from '../../server/site/security-headers';

const directives = (policy: string) => policy.split(';').map((part) => part.trim().split(/\s+/)[0]);

describe('CSP directives', () => {
  it('the server sends only directives every engine knows, whatever is configured', () => {
    const policies = [
      contentSecurityPolicy({ connect: [], images: [] }),
      contentSecurityPolicy(
        mergeSources(
          { connect: ['https://api.example.org'], images: ['https://cms.example.org'] },
          tagManagerSources,
          recaptchaSources,
        ),
      ),
    ];
    for (const policy of policies) {
      expect(directives(policy).filter((name) => !(CSP_DIRECTIVES as readonly string[]).includes(name ?? ''))).toEqual(
        [],
      );
      expect(policy).not.toContain('manifest-src');
    }
  });

  it('dist/nginx.conf sends only directives every engine knows', () => {
    const conf = nginxConf({
      ANALYTICS_GTM_ID: 'GTM-AB12C',
      VITE_ROBOT_CHECK: 'recaptcha',
      CONTENT_BASE_URL: 'https://cms.example.org',
    });
    const policy = /Content-Security-Policy "([^"]+)"/.exec(conf)?.[1];
    expect(policy).toBeDefined();
    expect(
      directives(policy ?? '').filter((name) => !(CSP_DIRECTIVES as readonly string[]).includes(name ?? '')),
    ).toEqual([]);
    expect(directives(policy ?? '')).toContain('script-src');
  });
});
