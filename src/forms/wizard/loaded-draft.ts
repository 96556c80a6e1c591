// What a wizard knows of the draft it opens while it opens it (./use-loaded-draft.ts, ./open-draft.ts).

export type LoadedDraft =
  | { state: 'loading' }
  | { state: 'missing' }
  | {
      state: 'ready';
      draftId: string | undefined;
      /** False for a new draft: the first change stores it (with `draftId` when given). */
      stored: boolean;
      data: Record<string, unknown>;
      step: number;
      sent: boolean;
      /** What the school refused, when the family reopened a submission to correct it. */
      serverErrors?: Record<string, string[]>;
    };
