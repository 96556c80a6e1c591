// Which step the wizard is on, readable at any moment (by the resolver, autosave and Submit)
// without waiting for React to re-render.

import type { FieldValues, Resolver } from 'react-hook-form';
import type { WizardMeta } from '../types';
import { stepResolver } from './step-resolver';

export class StepCursor {
  private index: number;
  /** Validates against the current step's schema. */
  readonly resolver: Resolver<FieldValues>;

  constructor(meta: WizardMeta, start: number) {
    this.index = start;
    this.resolver = stepResolver(meta, this.current);
  }

  current = (): number => this.index;

  moveTo(index: number): void {
    this.index = index;
  }
}
