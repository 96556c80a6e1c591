// The development robot check: a local "I'm not a robot" tick box that yields a token valid for
// two minutes. No third-party call, ever: the default for local runs and tests.
// Set VITE_ROBOT_CHECK_DEV_FAIL=load or =execute to see the form's error messages.

import { TOKEN_LIFETIME_MS, RobotCheckError, type RobotCheckProvider } from './types';

export function createDevProvider(fail?: string): RobotCheckProvider {
  return {
    id: 'dev',
    load: async () => {
      if (fail === 'load') throw new RobotCheckError('load-failed');
    },
    render(container, { texts, onToken, onExpired, onError }) {
      const host = document.createElement('div');
      host.className = 'robot-dev';
      const id = `robot-dev-${Math.random().toString(36).slice(2)}`;
      host.innerHTML = `<div class="choice"><input type="checkbox" class="choice__input" id="${id}"><label class="choice__label" for="${id}"></label></div><p class="robot-dev__note"></p>`;
      const box = host.querySelector('input') as HTMLInputElement;
      (host.querySelector('label') as HTMLLabelElement).textContent = texts.label;
      (host.querySelector('p') as HTMLParagraphElement).textContent = texts.note;
      let timer: ReturnType<typeof setTimeout> | undefined;
      box.addEventListener('change', () => {
        clearTimeout(timer);
        if (!box.checked) return onExpired();
        if (fail === 'execute') {
          box.checked = false;
          return onError('execute-failed');
        }
        // The intake's development verifier reads `dev.<expiresAtMs>.<nonce>`.
        const expiresAt = Date.now() + TOKEN_LIFETIME_MS;
        onToken({ value: `dev.${expiresAt}.${crypto.randomUUID()}`, expiresAt });
        timer = setTimeout(() => {
          box.checked = false;
          onExpired();
        }, TOKEN_LIFETIME_MS);
      });
      container.append(host);
      return {
        reset: () => {
          clearTimeout(timer);
          box.checked = false;
        },
        destroy: () => {
          clearTimeout(timer);
          host.remove();
        },
      };
    },
  };
}
