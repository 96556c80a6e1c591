// @vitest-environment jsdom
// A form page shows what the device holds (its storage notice, the submissions sent from it) only
// where it may hold something. On a first visit the answer is "no" until the family's first
// draft is stored; from then on it is "yes", without reloading the page.

import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDraft } from '../../src/db';
import { useMayHoldRecords } from '../../src/forms/use-stored-records';

describe('whether the device may hold records', () => {
  it('is no on a first visit, and yes once the first draft is stored', async () => {
    const { result } = renderHook(() => useMayHoldRecords());
    await waitFor(() => expect(result.current).toBe(false));
    await createDraft('contact', { fullName: 'Somchai Jaidee' }, 1);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
