import { useTranslation } from 'react-i18next';
import type { Stats } from '@pagebird/contract';
import { formatPoints } from '../../../components/celebration/index.ts';
import styles from './rewards.module.css';

/** The level number and how far through the level the child is (spec §3 "Statistic"). */
export function LevelBar({ stats }: { stats: Pick<Stats, 'level' | 'totalPoints'> }) {
  const { t } = useTranslation();
  const { level, percent, nextLevelPoints } = stats.level;
  const toNext = nextLevelPoints === null ? 0 : Math.max(0, nextLevelPoints - stats.totalPoints);
  return (
    <div className={styles.levelBlock}>
      <span className={styles.levelNumber} aria-hidden="true">
        {level}
      </span>
      <div className={styles.levelTrackWrap}>
        <p className={styles.levelTitle}>{t('rewards.common.level', { level })}</p>
        <div
          className={styles.levelTrack}
          role="progressbar"
          aria-label={t('rewards.levelBar.label', { level })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
        >
          <span className={styles.levelFill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.levelCaption}>
          {nextLevelPoints === null
            ? t('rewards.levelBar.top')
            : t('rewards.levelBar.toNext', { formatted: formatPoints(toNext), next: level + 1 })}
        </p>
      </div>
    </div>
  );
}
