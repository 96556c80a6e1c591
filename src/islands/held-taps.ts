// Until an app page's code has run, a tap on one of its buttons (the application's "Start a new
// application", prerendered with the page) would do nothing at all. This holds such a tap: the
// button shows that it is waiting (`data-waiting`, `aria-busy`) and is pressed again once the
// app says it is ready (`<html data-app="ready">`, src/pwa/ready.ts), so the family never has to
// notice and tap twice. Links need none of this: they work without script.

const WAITING = 'data-waiting';

export function holdTapsUntilReady(root: HTMLElement): void {
  const html = document.documentElement;
  const ready = () => html.dataset.app === 'ready';
  let held: HTMLButtonElement | undefined;

  const release = (button: HTMLButtonElement) => {
    button.removeAttribute(WAITING);
    button.removeAttribute('aria-busy');
  };

  const onClick = (event: MouseEvent) => {
    if (ready()) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held && held !== button) release(held);
    held = button;
    button.setAttribute(WAITING, '');
    button.setAttribute('aria-busy', 'true');
  };

  const done = () => {
    if (!ready()) return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    const button = held;
    held = undefined;
    if (!button) return;
    release(button);
    if (button.isConnected && !button.disabled) button.click();
  };

  const observer = new MutationObserver(done);
  observer.observe(html, { attributes: true, attributeFilter: ['data-app'] });
  document.addEventListener('click', onClick, true);
  done();
}
