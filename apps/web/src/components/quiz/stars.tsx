import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import clsx from 'clsx';
import styles from './stars.module.css';

export interface StarsProps {
  /** 0–3 (contract `quizResultSchema.stars`). */
  count: number;
  size?: 'sm' | 'lg';
  className?: string;
}

/** A quiz result as three stars, filled up to `count` (read out as "2 stars of 3"). */
export function Stars({ count, size = 'sm', className }: StarsProps) {
  const { t } = useTranslation();
  const filled = Math.max(0, Math.min(3, Math.round(count)));
  return (
    <span
      role="img"
      aria-label={t('quizzes.stars.label', { count: filled })}
      className={clsx(styles.stars, styles[size], className)}
      data-stars={filled}
    >
      {[0, 1, 2].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={clsx(styles.star, i < filled && styles.filled)}
          style={{ animationDelay: `${i * 160}ms` }}
        />
      ))}
    </span>
  );
}
