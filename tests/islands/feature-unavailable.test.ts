// @vitest-environment jsdom
// The notice of a part that could not load (src/islands/feature-unavailable.ts): it shows while
// any part is missing, another part loading meanwhile does not hide it, and it goes when the
// missing part loads on the connection's return.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPart } from '../../src/islands/feature-unavailable';

const notice = () => document.getElementById('feature-unavailable') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('loadPart', () => {
  it('keeps the notice while a part is missing, whatever else loads, until that part loads', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<p id="feature-unavailable" hidden>Part of this page could not load</p>';
    let linkUp = false;
    const form = vi.fn(async () => {
      if (!linkUp) throw new TypeError('Failed to fetch dynamically imported module');
    });
    loadPart(form);
    await vi.waitFor(() => expect(notice().hidden).toBe(false));
    // The page's later islands load after the form failed: the form is still missing.
    const later = vi.fn(async () => undefined);
    loadPart(later);
    await vi.waitFor(() => expect(later).toHaveBeenCalled());
    await Promise.resolve();
    expect(notice().hidden).toBe(false);

    linkUp = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(notice().hidden).toBe(true));
    expect(form).toHaveBeenCalledTimes(2);
  });
});
