// Turning shared-device mode on and off (staff, at /device-settings, after the server checked the
// staff PIN): the stored mode, and the localStorage flag any page reads without the database.

import { clearSharedDeviceMode, storeSharedDeviceMode, type SharedDeviceMode } from '../db';
import { dropCarriedSession } from './carry';
import { SHARED_DEVICE_FLAG } from './flag';

/** Turns the mode on; everything the device held before is deleted first (src/db). */
export async function enableSharedDevice(mode: SharedDeviceMode): Promise<void> {
  await dropCarriedSession();
  await storeSharedDeviceMode(mode);
  localStorage.setItem(SHARED_DEVICE_FLAG, '1');
}

/** Turns the mode off. Sessions still on the device stay sealed. */
export async function disableSharedDevice(): Promise<void> {
  await dropCarriedSession();
  await clearSharedDeviceMode();
  localStorage.removeItem(SHARED_DEVICE_FLAG);
}
