// The localStorage flag that mirrors shared-device mode (no personal data: "1" or absent), so any
// page can tell without loading the database whether to show the shared-device badge.

export const SHARED_DEVICE_FLAG = 'ccis-shared-device';
