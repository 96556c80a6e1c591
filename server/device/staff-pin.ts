// Shared-device mode's server side (docs/shared-device.md): the idle timeout the tablets use, and
// the staff PIN check. The PIN stays on the server: the page sends what staff typed and learns
// only yes or no (rate-limited like every /api request), so no PIN or hash ships in JavaScript.

import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorJson } from '../intake/errors';
import { sha256Hex } from '../intake/hash';
import type { IntakeServices } from '../intake/services';

export function deviceRoutes(services: IntakeServices): Hono {
  const { config } = services;
  const expected = config.staffPin ? Buffer.from(sha256Hex(config.staffPin), 'hex') : undefined;
  const app = new Hono();

  app.get('/config', (c) =>
    c.json(
      {
        available: expected !== undefined,
        idleMinutes: config.sharedIdleMinutes,
        warnSeconds: config.sharedWarnSeconds,
      },
      200,
      { 'Cache-Control': 'no-store' },
    ),
  );

  app.post(
    '/staff',
    bodyLimit({ maxSize: 1024, onError: (c) => errorJson(c, 413, { error: 'too-large' }) }),
    async (c) => {
      if (!expected) return errorJson(c, 404, { error: 'not-found', detail: 'STAFF_PIN is not set' });
      const body = (await c.req.json().catch(() => undefined)) as { pin?: unknown } | undefined;
      const pin = typeof body?.pin === 'string' ? body.pin : '';
      if (!timingSafeEqual(Buffer.from(sha256Hex(pin), 'hex'), expected))
        return errorJson(c, 401, { error: 'unauthorized' });
      return c.body(null, 204);
    },
  );

  return app;
}
