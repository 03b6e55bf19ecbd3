import type { CSSProperties } from 'react';
import clsx from 'clsx';
import styles from './spinner.module.css';

/** Three hopping dots. */
export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <span className={clsx(styles.spinner, className)} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className="pb-visually-hidden">{label}</span>
    </span>
  );
}

/** Centred spinner for a loading page. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} />
    </div>
  );
}

export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}) {
  return (
    <span
      className={clsx(styles.skeleton, className)}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
