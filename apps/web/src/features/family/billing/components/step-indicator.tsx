import { Check } from 'lucide-react';
import clsx from 'clsx';
import styles from './signup.module.css';

export interface StepIndicatorProps<S extends string> {
  steps: ReadonlyArray<{ id: S; label: string }>;
  current: S;
  /** Accessible name of the list, e.g. "Sign-up steps". */
  label: string;
  /** "Step {n} of {total}" text, read with the current step. */
  stepText: (n: number, total: number) => string;
}

/** Numbered steps with the done ones ticked and the current one marked `aria-current="step"`. */
export function StepIndicator<S extends string>({
  steps,
  current,
  label,
  stepText,
}: StepIndicatorProps<S>) {
  const index = steps.findIndex((s) => s.id === current);
  return (
    <nav aria-label={label} className={styles.steps}>
      <ol>
        {steps.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li
              key={step.id}
              className={clsx(styles.step, styles[state])}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              <span className={styles.stepDot} aria-hidden="true">
                {state === 'done' ? <Check size={16} strokeWidth={3} /> : i + 1}
              </span>
              <span className={styles.stepLabel}>
                <span className="pb-visually-hidden">{stepText(i + 1, steps.length)}: </span>
                {step.label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
