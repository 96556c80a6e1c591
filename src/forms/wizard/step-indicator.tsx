// Where the family is: the list of step titles, the current one marked, the ones already done
// (and the furthest one reached) clickable to go back to.

import type { WizardStep } from '../types';
import { useFormT } from '../use-form-t';

interface StepIndicatorProps {
  steps: readonly WizardStep[];
  current: number;
  /** Steps before this index have been completed. */
  reached: number;
  onSelect: (index: number) => void;
}

export function StepIndicator({ steps, current, reached, onSelect }: StepIndicatorProps) {
  const t = useFormT();
  if (steps.length < 2) return null;
  return (
    <nav className="wizard-steps" aria-label={t('form.common.steps.label')}>
      <ol className="wizard-steps__list">
        {steps.map((step, index) => {
          const title = t(step.title);
          // Done: passed with Next. Visited: the furthest step reached, to return to after going back.
          const state =
            index === current ? 'current' : index < reached ? 'done' : index === reached ? 'visited' : 'todo';
          return (
            <li
              key={step.id}
              className={`wizard-steps__item wizard-steps__item--${state}`}
              aria-current={index === current ? 'step' : undefined}
            >
              {state === 'done' || state === 'visited' ? (
                <button type="button" className="wizard-steps__button" onClick={() => onSelect(index)}>
                  <span className="wizard-steps__number">{index + 1}</span> {title}
                  {state === 'done' ? <span className="visually-hidden"> ({t('form.common.steps.done')})</span> : null}
                </button>
              ) : (
                <span className="wizard-steps__label">
                  <span className="wizard-steps__number">{index + 1}</span> {title}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
