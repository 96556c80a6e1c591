// "Take it home" (docs/shared-device.md): the draft goes to the school's server as a safe copy
// under a family secret made for it alone (src/safe-copy's handOffDraft, loaded when asked), and
// comes back as the restore link and its QR code. The secret is in the link only: it is handed to
// the screen that shows it and stored nowhere on this device. A refusal becomes what the family is
// told: too many from this connection (and when to try again), no room on the server, or a failure.

/** What the screen shows: the restore link, its QR code (an image address), the server's idle days. */
export interface HandOffLink {
  link: string;
  qr: string;
  idleDays: number;
}

/** `quota`: this connection sent its share for the day; `full`: the server has no room; `failed`: anything else. */
export type HandOffProblem = 'quota' | 'full' | 'failed';

export class HandOffError extends Error {
  constructor(
    readonly problem: HandOffProblem,
    /** For `quota`: when the server takes a hand-off from here again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`hand-off: ${problem}`);
    this.name = 'HandOffError';
  }
}

/** Without a Retry-After, a quota is said to free up within the hour. */
const DEFAULT_WAIT_SECONDS = 3600;

/**
 * Sends draft `draftId` as a safe copy and returns its restore link for the restore page at
 * `restorePath` on this origin. Throws HandOffError; nothing of the hand-off stays here either way.
 */
export async function handOff(draftId: string, restorePath: string): Promise<HandOffLink> {
  let engine: typeof import('../safe-copy');
  try {
    engine = await import('../safe-copy');
  } catch {
    throw new HandOffError('failed');
  }
  try {
    const { secret, idleDays } = await engine.handOffDraft(draftId, await engine.apiOf({}));
    const link = engine.recoveryLink(location.origin, restorePath, secret);
    return { link, qr: await engine.recoveryQr(link), idleDays };
  } catch (error) {
    if (!(error instanceof engine.CopyApiError)) throw new HandOffError('failed');
    if (error.code === 'quota') {
      const wait = error.retryAfterMs ? Math.ceil(error.retryAfterMs / 1000) : DEFAULT_WAIT_SECONDS;
      throw new HandOffError('quota', wait);
    }
    throw new HandOffError(error.code === 'storage-full' ? 'full' : 'failed');
  }
}
