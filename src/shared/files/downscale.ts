// Shrinks phone photos on the device before they are stored: longest side 2000 px, JPEG 0.85.
// Browser only (createImageBitmap + OffscreenCanvas or a <canvas>); elsewhere it does nothing.

export interface DownscaleOptions {
  /** Longest side of the result in pixels. */
  maxSide: number;
  /** JPEG quality, 0..1. */
  quality: number;
  /** Re-encode even when the image is small enough (HEIC, which the school cannot open). */
  force?: boolean;
}

export const PHOTO_LIMITS: DownscaleOptions = { maxSide: 2000, quality: 0.85 };

/** What drawing uses of a 2D context: the page's <canvas> and OffscreenCanvas both have it. */
type Context2D = Pick<
  OffscreenCanvasRenderingContext2D,
  'fillStyle' | 'fillRect' | 'imageSmoothingEnabled' | 'imageSmoothingQuality' | 'drawImage'
>;

/**
 * The page's <canvas>, for engines without OffscreenCanvas (Safari before 16.4), typed by what is
 * used: the module also compiles for the service worker, which has no DOM types.
 */
interface PageCanvas {
  width: number;
  height: number;
  getContext(id: '2d'): Context2D | null;
  toBlob(callback: (blob: Blob | null) => void, type: string, quality: number): void;
}

const pageDocument = () => (globalThis as { document?: { createElement(tag: 'canvas'): PageCanvas } }).document;

/** True where this environment can decode and re-encode images. */
export function canDownscale(): boolean {
  return (
    typeof createImageBitmap === 'function' && (typeof OffscreenCanvas === 'function' || pageDocument() !== undefined)
  );
}

async function decode(image: Blob): Promise<ImageBitmap | undefined> {
  try {
    // Apply the EXIF rotation, so a portrait photo stays upright once the EXIF data is gone.
    return await createImageBitmap(image, { imageOrientation: 'from-image' });
  } catch {
    try {
      return await createImageBitmap(image); // older engines reject the options bag
    } catch {
      return undefined; // not decodable here (e.g. HEIC outside Safari)
    }
  }
}

function draw(context: Context2D, bitmap: ImageBitmap, width: number, height: number): void {
  // JPEG has no alpha: transparent parts of a PNG become white instead of black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

async function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      draw(context, bitmap, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
  }
  const canvas = pageDocument()?.createElement('canvas');
  if (!canvas) return null;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A JPEG of `image` no larger than `maxSide` on its longest side, or undefined when nothing is to
 * be gained (already small and not forced, or the result is not smaller) or the image cannot be
 * decoded or encoded here. Never throws.
 */
export async function downscaleImage(image: Blob, options: DownscaleOptions = PHOTO_LIMITS): Promise<Blob | undefined> {
  if (!canDownscale()) return undefined;
  const bitmap = await decode(image);
  if (!bitmap) return undefined;
  try {
    const scale = Math.min(1, options.maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && !options.force) return undefined;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const result = await encode(bitmap, width, height, options.quality);
    if (!result || result.size === 0) return undefined;
    return options.force || result.size < image.size ? result : undefined;
  } catch {
    return undefined;
  } finally {
    bitmap.close();
  }
}
