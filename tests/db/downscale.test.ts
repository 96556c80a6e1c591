// @vitest-environment node
// Node has no image decoder: the browser APIs are stubbed to check sizes, format and wiring.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraft, getAttachmentBlob, putAttachment } from '../../src/db';
import { canDownscale, downscaleImage } from '../../src/shared/files/downscale';
import { bytesWithHeader, clearDatabase } from './support';

const JPEG = [0xff, 0xd8, 0xff, 0xe1];
const HEIC = [0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic')];
const MB = 1024 * 1024;

interface Drawn {
  width: number;
  height: number;
  quality?: number;
}
let drawn: Drawn[];

function stubImageApis(width: number, height: number, encodedBytes: number): void {
  drawn = [];
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: vi.fn() })),
  );
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { fillRect: vi.fn(), drawImage: vi.fn() };
      }
      async convertToBlob({ type, quality }: { type: string; quality: number }) {
        drawn.push({ width: this.width, height: this.height, quality });
        return new Blob([bytesWithHeader(JPEG, encodedBytes)], { type });
      }
    },
  );
}

beforeEach(clearDatabase);
afterEach(() => vi.unstubAllGlobals());

describe('downscaleImage', () => {
  it('does nothing where the browser APIs are missing', async () => {
    expect(canDownscale()).toBe(false);
    expect(await downscaleImage(new Blob([bytesWithHeader(JPEG, 100)]))).toBeUndefined();
  });

  it('shrinks the longest side to 2000 px as JPEG 0.85', async () => {
    stubImageApis(4032, 3024, 900_000);
    const result = await downscaleImage(new Blob([bytesWithHeader(JPEG, 5 * MB)]));
    expect(drawn).toEqual([{ width: 2000, height: 1500, quality: 0.85 }]);
    expect(result?.type).toBe('image/jpeg');
  });

  it('leaves an image alone that is small enough already', async () => {
    stubImageApis(1600, 1200, 100);
    expect(await downscaleImage(new Blob([bytesWithHeader(JPEG, 500_000)]))).toBeUndefined();
    expect(drawn).toEqual([]);
  });
});

describe('putAttachment with photos', () => {
  it('stores a 14 MB phone photo downscaled, as JPEG', async () => {
    stubImageApis(3024, 4032, 1_200_000);
    const draft = await createDraft('application', {}, 1);
    const photo = new File([bytesWithHeader(JPEG, 14 * MB)], 'IMG_0042.jpeg', { type: 'image/jpeg' });
    const result = await putAttachment(draft.id, 'applicants.0.photo', photo);
    if (!result.ok) throw new Error(result.reason);
    expect(result.attachment).toMatchObject({ name: 'IMG_0042.jpg', type: 'image/jpeg', size: 1_200_000 });
    expect(drawn).toEqual([{ width: 1500, height: 2000, quality: 0.85 }]);
    expect((await getAttachmentBlob(result.attachment.id))?.size).toBe(1_200_000);
  });

  it('converts HEIC to JPEG where the browser decodes it', async () => {
    stubImageApis(1000, 800, 300_000);
    const draft = await createDraft('application', {}, 1);
    const result = await putAttachment(
      draft.id,
      'applicants.0.photo',
      new File([bytesWithHeader(HEIC, 2 * MB)], 'a.HEIC'),
    );
    expect(result.ok && result.attachment).toMatchObject({ name: 'a.jpg', type: 'image/jpeg' });
    expect(drawn).toEqual([{ width: 1000, height: 800, quality: 0.85 }]);
  });

  it('refuses a photo far beyond the limit without decoding it', async () => {
    stubImageApis(8000, 6000, 1_000_000);
    const draft = await createDraft('application', {}, 1);
    const result = await putAttachment(draft.id, 'applicants.0.photo', new Blob([bytesWithHeader(JPEG, 3 * MB)]), {
      maxBytes: 500_000,
    });
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });
});
