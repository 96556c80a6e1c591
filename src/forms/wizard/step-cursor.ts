// Which step the wizard is on, readable at any moment (by the resolver, autosave and Submit)
// without waiting for React to re-render. Its resolver's code (./step-resolver.ts, with the
// schemas) loads with the first check.

import type { FieldValues, Resolver } from 'react-hook-form';
import type { WizardMeta } from '../types';

export class StepCursor {
  private index: number;
  /** Validates against the current step's schema. */
  readonly resolver: Resolver<FieldValues>;

  /** `ready`: what a check waits for besides the step's schema (the catalogues' errors). */
  constructor(meta: WizardMeta, start: number, ready: () => Promise<unknown> = async () => undefined) {
    this.index = start;
    this.resolver = async (values, context, options) => {
      const { stepResolver } = await import('./step-resolver');
      return stepResolver(meta, this.current, ready)(values, context, options);
    };
  }

  current = (): number => this.index;

  moveTo(index: number): void {
    this.index = index;
  }
}
