// What a shared tablet asks the server (GET /api/device/config, POST /api/device/staff,
// docs/openapi.yaml): the idle timeout the tablets use and the staff PIN check. The server
// validates the PIN request with this schema; the page imports the types.

import { z } from '../../config/zod';

/** The answer of GET /api/device/config. */
export const deviceConfigSchema = z.object({
  /** False when the server has no STAFF_PIN: the mode cannot be turned on. */
  available: z.boolean(),
  idleMinutes: z.number().int().positive(),
  warnSeconds: z.number().int().nonnegative(),
});
export type DeviceConfigAnswer = z.infer<typeof deviceConfigSchema>;

/** The body of POST /api/device/staff: what staff typed (a PIN is 4 to 6 digits; longer is wrong). */
export const staffPinRequestSchema = z.object({ pin: z.string().max(64) });
export type StaffPinRequest = z.infer<typeof staffPinRequestSchema>;
