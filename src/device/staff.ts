// The staff side of shared-device mode: the server's idle timeout and the staff PIN check
// (server/device/staff-pin.ts). The PIN is checked by the server; the page never knows it.

import type { SharedDeviceMode } from '../db';

export interface DeviceConfig extends SharedDeviceMode {
  /** False when the server has no STAFF_PIN: the mode cannot be turned on. */
  available: boolean;
}

/** The server's shared-device settings; undefined when it cannot be reached. */
export async function fetchDeviceConfig(): Promise<DeviceConfig | undefined> {
  try {
    const response = await fetch('/api/device/config', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as DeviceConfig) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `pin` is the staff PIN: 'ok', 'wrong', or 'offline' when the server cannot say. */
export async function checkStaffPin(pin: string): Promise<'ok' | 'wrong' | 'offline'> {
  try {
    const response = await fetch('/api/device/staff', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pin }),
    });
    if (response.status === 204) return 'ok';
    return response.status === 401 ? 'wrong' : 'offline';
  } catch {
    return 'offline';
  }
}
