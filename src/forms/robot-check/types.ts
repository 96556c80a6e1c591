// The robot check's provider interface: reCAPTCHA v2 (default), reCAPTCHA Enterprise, or the
// development check that never calls a third party.

export type RobotCheckProviderId = 'dev' | 'recaptcha' | 'recaptcha-enterprise';

/** The four failures of docs/brief.md §8, as codes the form turns into messages. */
export type RobotCheckErrorCode = 'no-key' | 'no-version' | 'load-failed' | 'execute-failed';

export interface RobotToken {
  value: string;
  /** Epoch ms; a token is good for two minutes. */
  expiresAt: number;
}

export interface RenderOptions {
  /** Widget language ('en-us' by default). */
  language: string;
  /** Texts of the development check, in the page's language. */
  texts: { label: string; note: string };
  onToken: (token: RobotToken) => void;
  onExpired: () => void;
  onError: (code: RobotCheckErrorCode) => void;
}

export interface RobotCheckWidget {
  /** Clears the tick so the family does the check again. */
  reset: () => void;
  /** Removes the widget from the page. */
  destroy: () => void;
}

export interface RobotCheckProvider {
  readonly id: RobotCheckProviderId;
  /**
   * Gets the check ready (loads its script once). Rejects with a RobotCheckError: 'no-key',
   * 'no-version' or 'load-failed'; a failed load clears the ready state so the next call retries.
   */
  load: () => Promise<void>;
  /** Draws the check into `container`; a failure to draw reports 'execute-failed'. */
  render: (container: HTMLElement, options: RenderOptions) => RobotCheckWidget;
}

/** How long a token stays valid (docs/platform.md §11: two minutes). */
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;

export class RobotCheckError extends Error {
  constructor(readonly code: RobotCheckErrorCode) {
    super(
      {
        'no-key': 'No key provided',
        'no-version': 'No version provided',
        'load-failed': 'Failed to load script',
        'execute-failed': 'Failed to execute',
      }[code],
    );
    this.name = 'RobotCheckError';
  }
}

export function errorCodeOf(error: unknown): RobotCheckErrorCode {
  return error instanceof RobotCheckError ? error.code : 'execute-failed';
}
