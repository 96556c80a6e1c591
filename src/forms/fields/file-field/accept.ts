// What a file field accepts by default (src/shared/files/defaults.ts), and the `accept`
// attribute that lets a phone offer its camera as well as its files.

export { DEFAULT_ACCEPT, DEFAULT_MAX_BYTES } from '../../../shared/files/defaults';

/** `image/*` when any image type is accepted (camera-friendly), plus the other types. */
export function acceptAttribute(accept: readonly string[]): string {
  const hasImages = accept.some((type) => type.startsWith('image/'));
  const others = accept.filter((type) => !type.startsWith('image/'));
  return hasImages ? ['image/*', ...others].join(',') : accept.join(',');
}

export type FileFailure = 'too-large' | 'wrong-type' | 'storage-full' | 'unreadable';

export const failureMessage = {
  'too-large': 'form.common.file.tooLarge',
  'wrong-type': 'form.common.file.wrongType',
  'storage-full': 'form.common.file.storageFull',
  unreadable: 'form.common.file.unreadable',
} as const satisfies Record<FileFailure, `form.${string}`>;
