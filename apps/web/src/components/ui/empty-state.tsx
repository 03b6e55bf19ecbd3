import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  illustration?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

/** A friendly "nothing here yet" panel: illustration, title, text and an action. */
export function EmptyState({
  illustration,
  title,
  children,
  action,
  compact,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={clsx(styles.empty, compact && styles.compact, className)}>
      {illustration ? (
        <div className={styles.art} aria-hidden="true">
          {illustration}
        </div>
      ) : null}
      <H className={styles.title}>{title}</H>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
