// The robot check's widget as a hook: loads the configured provider, draws it into a container,
// keeps the latest token and reports the four failures. The form's <RobotCheck> and the outbox's
// "confirm and send" both use it.

import { useEffect, useRef, useState } from 'react';
import { useFormT } from '../use-form-t';
import { getRobotCheck } from './loader';
import { robotCheckConfig } from './config';
import { errorCodeOf, type RobotCheckErrorCode, type RobotCheckWidget, type RobotToken } from './types';

export type RobotWidgetState =
  { state: 'loading' } | { state: 'ready' } | { state: 'failed'; code: RobotCheckErrorCode };

export interface RobotWidget {
  /** The callback ref of the element the widget is drawn into. */
  setContainer: (element: HTMLDivElement | null) => void;
  status: RobotWidgetState;
  /** The token while it is valid, else undefined (an expired one resets the widget). */
  takeToken: () => RobotToken | 'expired' | undefined;
  /** Loads and draws the check again after a failure. */
  retry: () => void;
}

export function useRobotWidget(onToken?: (token: RobotToken) => void): RobotWidget {
  const t = useFormT();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const widget = useRef<RobotCheckWidget | undefined>(undefined);
  const token = useRef<RobotToken | undefined>(undefined);
  const tokenListener = useRef(onToken);
  useEffect(() => {
    tokenListener.current = onToken;
  });
  const [status, setStatus] = useState<RobotWidgetState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const label = t('form.common.robot.devLabel');
  const note = t('form.common.robot.devNote');

  useEffect(() => {
    let live = true;
    const config = robotCheckConfig();
    void getRobotCheck(config)
      .then(async (provider) => {
        await provider.load();
        if (!live || !container) return;
        widget.current = provider.render(container, {
          language: config.language,
          texts: { label, note },
          onToken: (issued) => {
            token.current = issued;
            tokenListener.current?.(issued);
          },
          onExpired: () => (token.current = undefined),
          onError: (code) => setStatus({ state: 'failed', code }),
        });
        setStatus({ state: 'ready' });
      })
      .catch((error: unknown) => {
        if (live) setStatus({ state: 'failed', code: errorCodeOf(error) });
      });
    return () => {
      live = false;
      widget.current?.destroy();
      widget.current = undefined;
      token.current = undefined;
    };
  }, [attempt, label, note, container]);

  return {
    setContainer,
    status,
    takeToken: () => {
      const issued = token.current;
      if (!issued) return undefined;
      if (issued.expiresAt > Date.now()) return issued;
      token.current = undefined;
      widget.current?.reset();
      return 'expired';
    },
    retry: () => {
      setStatus({ state: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
