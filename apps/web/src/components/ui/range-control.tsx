import clsx from 'clsx';
import { REPORT_RANGES } from '@pagebird/contract';
import styles from './range-control.module.css';

export interface RangeControlProps {
  /** The chosen period in days (one of REPORT_RANGES). */
  days: number;
  onChange: (days: number) => void;
  /** The group's accessible name, e.g. "Period". */
  label: string;
  /** The text of one option, e.g. `Last ${d} days`. */
  optionLabel: (days: number) => string;
  className?: string;
}

/** The period of a dashboard: the last 7, 30 or 90 days, as pressed buttons in one group. */
export function RangeControl({ days, onChange, label, optionLabel, className }: RangeControlProps) {
  return (
    <div role="group" aria-label={label} className={clsx(styles.segmented, className)}>
      {REPORT_RANGES.map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={d === days}
          className={styles.segment}
          onClick={() => onChange(d)}
        >
          {optionLabel(d)}
        </button>
      ))}
    </div>
  );
}
