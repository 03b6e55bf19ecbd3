import { useTranslation } from 'react-i18next';
import { Gem, Star } from 'lucide-react';
import clsx from 'clsx';
import { formatPoints } from '../../../components/celebration/index.ts';
import styles from './rewards.module.css';

/** A big chip with the points (separators only over 4 digits, spec §9). */
export function PointsChip({ points, className }: { points: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={clsx(styles.chip, styles.chipPoints, className)} data-testid="points">
      <Star size={28} aria-hidden="true" />
      <span className={styles.chipValue}>{formatPoints(points)}</span>
      <span className={styles.chipLabel}>
        <span className="pb-visually-hidden"> </span>
        {t('rewards.locker.totalPoints')}
      </span>
    </p>
  );
}

/** A big chip with the gems. */
export function GemsChip({ gems, className }: { gems: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={clsx(styles.chip, styles.chipGems, className)} data-testid="gems">
      <Gem size={28} aria-hidden="true" />
      <span className={styles.chipValue}>{formatPoints(gems)}</span>
      <span className={styles.chipLabel}>
        <span className="pb-visually-hidden"> </span>
        {t('rewards.locker.gems')}
      </span>
    </p>
  );
}
