// Shared-device mode's server side (docs/shared-device.md): the idle timeout the tablets use, and
// the staff PIN check. The PIN stays on the server: the page sends what staff typed and learns
// only yes or no, so no PIN or hash ships in JavaScript. A PIN of 4 to 6 digits is guessable
// online, so each try is reserved against two budgets before it is compared (the coordination's
// attempt counter, shared by every instance): 5 wrong PINs from one client lock it for 15
// minutes, and past 20 wrong PINs from anyone, every client waits a minute between tries.

import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { staffPinRequestSchema, type DeviceConfigAnswer } from '../../src/shared/contracts/device';
import { attemptPolicy } from '../sql/attempts';
import { errorJson } from '../intake/errors';
import { sha256Hex } from '../intake/hash';
import type { IntakeServices } from '../intake/services';

const MINUTE = 60 * 1000;

/** One client (address): five wrong PINs, then 15 minutes. */
const PIN_PER_CLIENT = attemptPolicy({
  free: 5,
  firstMs: 15 * MINUTE,
  maxMs: 15 * MINUTE,
  lockAfter: 5,
  lockMs: 15 * MINUTE,
  forgetMs: 15 * MINUTE,
});
/** Every client together: 20 wrong PINs, then one try a minute until an hour passes without one. */
const PIN_OVERALL = attemptPolicy({ free: 20, firstMs: MINUTE, maxMs: MINUTE, forgetMs: 60 * MINUTE });

export function deviceRoutes(services: IntakeServices): Hono {
  const { config } = services;
  const { attempts } = services.coordination;
  const expected = config.staffPin ? Buffer.from(sha256Hex(config.staffPin), 'hex') : undefined;
  const app = new Hono();

  app.get('/config', (c) =>
    c.json(
      {
        available: expected !== undefined,
        idleMinutes: config.sharedIdleMinutes,
        warnSeconds: config.sharedWarnSeconds,
      } satisfies DeviceConfigAnswer,
      200,
      { 'Cache-Control': 'no-store' },
    ),
  );

  /** Reserves a try: 0 when it may be checked, else the ms the client must wait. */
  const reserve = async (client: string, now: Date) => {
    const wait = await attempts.reserve(client, PIN_PER_CLIENT, now);
    if (wait > 0) return wait;
    const overall = await attempts.reserve('staff-pin:all', PIN_OVERALL, now);
    if (overall > 0) await attempts.refund(client, PIN_PER_CLIENT);
    return overall;
  };

  app.post(
    '/staff',
    bodyLimit({ maxSize: 1024, onError: (c) => errorJson(c, 413, { error: 'too-large' }) }),
    async (c) => {
      if (!expected) return errorJson(c, 404, { error: 'not-found', detail: 'STAFF_PIN is not set' });
      const parsed = staffPinRequestSchema.safeParse(await c.req.json().catch(() => undefined));
      const pin = parsed.success ? parsed.data.pin : '';
      const client = `staff-pin:client:${services.clientIp(c)}`;
      const wait = await reserve(client, services.now());
      if (wait > 0)
        return errorJson(
          c,
          429,
          { error: 'rate-limited', detail: 'too many wrong staff PINs' },
          { 'Retry-After': String(Math.ceil(wait / 1000)), 'Cache-Control': 'no-store' },
        );
      if (!timingSafeEqual(Buffer.from(sha256Hex(pin), 'hex'), expected))
        return errorJson(c, 401, { error: 'unauthorized' });
      await attempts.clear(client);
      await attempts.refund('staff-pin:all', PIN_OVERALL);
      return c.body(null, 204);
    },
  );

  return app;
}
