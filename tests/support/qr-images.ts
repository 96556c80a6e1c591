// QR codes in pictures, for the money tests (server and browser): a photo of a Thai bank slip
// carrying its own "slip verify" code (sending bank, transaction reference), made with promptparse
// and uqr and drawn with sharp, and the text of the first QR code in a PNG, read with jsQR.

import jsQR from 'jsqr';
import { generate } from 'promptparse';
import sharp from 'sharp';
import { renderSVG } from 'uqr';

/** A photo of a bank slip: white paper with the slip's own QR code (sending bank, transaction ref). */
export async function slipPicture(bank: string, transRef: string, shade = 255): Promise<Uint8Array<ArrayBuffer>> {
  const svg = renderSVG(generate.slipVerify({ sendingBank: bank, transRef }), { border: 4 });
  const code = await sharp(Buffer.from(svg)).resize(300, 300, { kernel: 'nearest' }).png().toBuffer();
  const png = await sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: shade, g: 255, b: 255 } },
  })
    .composite([{ input: code, top: 420, left: 150 }])
    .png()
    .toBuffer();
  return Uint8Array.from(png);
}

/** The text of the first QR code in a PNG. */
export async function decodeQr(png: Uint8Array): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}
