// @vitest-environment jsdom
// jsdom for React; these tests store no Blobs (fake-indexeddb under jsdom loses them: docs/platform.md §10).
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDraft, deleteDraft, saveDraft } from '../../src/db';
import { useDrafts } from '../../src/db/hooks';
import { clearDatabase } from './support';

beforeEach(clearDatabase);

describe('live hooks', () => {
  it('useDrafts follows creations, saves and deletions', async () => {
    const { result } = renderHook(() => useDrafts('bus'));
    await waitFor(() => expect(result.current).toEqual([]));
    const draft = await act(() => createDraft('bus', { student: 'Mali' }, 1));
    await waitFor(() => expect(result.current?.map((row) => row.id)).toEqual([draft.id]));
    await act(() => saveDraft(draft.id, { names: ['Mali'] }));
    await waitFor(() => expect(result.current?.[0]?.names).toEqual(['Mali']));
    await act(() => deleteDraft(draft.id));
    await waitFor(() => expect(result.current).toEqual([]));
  });
});
