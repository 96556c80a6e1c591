// The staff side of shared-device mode: the server's idle timeout and the staff PIN check
// (server/device/staff-pin.ts). The PIN is checked by the server; the page never knows it.

import type { DeviceConfigAnswer, StaffPinRequest } from '../shared/contracts/device';

export type DeviceConfig = DeviceConfigAnswer;

/** The server's shared-device settings; undefined when it cannot be reached. */
export async function fetchDeviceConfig(): Promise<DeviceConfig | undefined> {
  try {
    const response = await fetch('/api/device/config', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as DeviceConfig) : undefined;
  } catch {
    return undefined;
  }
}

/** What the server says of a staff PIN: right, wrong, unknown (offline), or too many wrong tries. */
export type StaffPinAnswer = 'ok' | 'wrong' | 'offline' | { waitSeconds: number };

/** Whether `pin` is the staff PIN; after too many wrong tries, how long before the next one. */
export async function checkStaffPin(pin: string): Promise<StaffPinAnswer> {
  try {
    const response = await fetch('/api/device/staff', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pin } satisfies StaffPinRequest),
    });
    if (response.status === 204) return 'ok';
    if (response.status === 429) return { waitSeconds: Math.max(1, Number(response.headers.get('retry-after')) || 60) };
    return response.status === 401 ? 'wrong' : 'offline';
  } catch {
    return 'offline';
  }
}
