import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Art, type BirdMood } from '../../../components/art.tsx';
import { Card } from '../../../components/ui/card.tsx';
import styles from './auth.module.css';

/** A centred card with the mascot peeking over its edge (sign-in style pages). */
export function AuthCard({
  title,
  subtitle,
  mood = 'waving',
  children,
  footer,
  wide,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  mood?: BirdMood;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={styles.page}>
      <div className={clsx(styles.layout, wide && styles.layoutWide)}>
        <div className={styles.mascot}>
          <Art name="mascot" mood={mood} size={120} decorative />
        </div>
        <Card className={styles.card}>
          <h1 className={styles.heading}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {children}
          {footer ? <div className={styles.links}>{footer}</div> : null}
        </Card>
      </div>
    </div>
  );
}
