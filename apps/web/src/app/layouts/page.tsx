import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './page.module.css';

export interface PageProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'normal' | 'wide';
  className?: string;
}

/** A page with its heading (the route's title) and content. */
export function Page({
  title,
  eyebrow,
  intro,
  actions,
  children,
  width = 'normal',
  className,
}: PageProps) {
  return (
    <div className={clsx(styles.page, styles[width], className)}>
      <div className={styles.head}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
