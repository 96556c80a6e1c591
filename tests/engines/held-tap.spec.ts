// A tap before a form's code has run is not lost, in every engine: on a slow link a family taps
// "Start a new application" while the form's code is still on its way. The button shows that it
// is waiting, and once the code has run the new application opens without a second tap
// (src/islands/held-taps.ts).

import { expect, test } from './support/fixtures';
import { waitFor, waitInPage } from './support/engine';
import { clickText, fieldId } from './support/site';

test('"Start a new application" tapped before the form\'s code runs waits, then opens', async ({ site }) => {
  const { page } = await site.open();
  // The form island's chunk stays on the link; the page's first script and React arrive.
  const formCode = /^GET \/assets\/form-[\w-]+\.js$/;
  site.link.holdBack(formCode);
  try {
    await page.goto('/application-form');
    // The page's first script has run: it asked for the form's code.
    await waitFor('the form code to be asked for', () => site.link.requests.some((line) => formCode.test(line)));
    await clickText(page, 'main button', 'Start a new application');
    const waiting = await waitInPage(
      page,
      'the button to show that it waits',
      () => {
        const button = [...document.querySelectorAll('main button')].find((b) =>
          /Start a new/.test(b.textContent ?? ''),
        );
        return button?.hasAttribute('data-waiting') && button.getAttribute('aria-busy') === 'true'
          ? location.pathname
          : undefined;
      },
      undefined,
    );
    expect(waiting).toBe('/application-form');
  } finally {
    site.link.release();
  }
  const opened = await waitInPage(
    page,
    'the new application',
    (id) => (document.getElementById(id) ? location.pathname : undefined),
    fieldId('applicants.0.info.firstName'),
    30_000,
  );
  expect(opened).toMatch(/^\/application-form\/[0-9a-f-]{36}$/);
});
