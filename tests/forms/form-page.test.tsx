// @vitest-environment jsdom
// The form routes, through the real router: the page's title and side menu with the wizard of
// the route in the page's language, and `/application-form/<id>` a 404 for a draft this device
// does not have.

import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../src/app/routes';
import { loadDraft } from '../../src/db';
import { clearDatabase } from './support';
import { routeRenderer } from '../app/render-routes';

window.scrollTo = () => undefined;

const render = routeRenderer(createRoutes);
let router: Awaited<ReturnType<typeof render>>['router'];

async function renderAt(path: string): Promise<HTMLElement> {
  const view = await render(path);
  router = view.router;
  return view.container;
}

afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  await clearDatabase();
});

describe('form routes', () => {
  it('shows the contact form under the page title', async () => {
    const view = await renderAt('/contact-us');
    expect(view.querySelector('h1')?.textContent).not.toBe('');
    await waitFor(() => expect(screen.queryByLabelText(/Full name/)).not.toBeNull(), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeNull();
  });

  it('shows the contact-for-application form in Thai, with its side menu', async () => {
    const view = await renderAt('/th/contact-app');
    await waitFor(() => expect(screen.queryByLabelText(/ชื่อผู้ปกครอง/)).not.toBeNull(), { timeout: 5000 });
    expect(view.querySelector('.side-menu')).not.toBeNull();
    await waitFor(() => expect(screen.queryByLabelText('ฉันไม่ใช่โปรแกรมอัตโนมัติ')).not.toBeNull(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'เริ่มกรอกใบสมัครออนไลน์' }).getAttribute('href')).toBe('/th/application-form');
  });

  it('starts a new application from the list and opens it at its own address', async () => {
    await renderAt('/application-form');
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new application' }, { timeout: 5000 }));
    await vi.waitFor(() => expect(router.state.location.pathname).toMatch(/^\/application-form\/[0-9a-f-]{36}$/));
    const draftId = router.state.location.pathname.split('/').pop() ?? '';
    expect((await loadDraft(draftId))?.kind).toBe('application');
    expect((await screen.findByRole('heading', { level: 2, name: /^Step 1 of/ })).tagName).toBe('H2');
  });

  it('answers a draft this device does not have with the 404 page', async () => {
    const view = await renderAt('/application-form/not-on-this-device');
    expect(view.querySelector('h1')?.textContent).toBe('Sorry, page not found!');
  });
});
