import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import clsx from 'clsx';
import type { Badge } from '@pagebird/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useBadges } from '../api/badges.ts';
import { ArtImage } from './art-image.tsx';
import { LoadFailed, TileSkeletons } from './load-state.tsx';
import styles from './rewards.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

function BadgeCard({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  const { current, target } = badge.progress;
  const shown = Math.min(current, target);
  return (
    <li
      className={clsx(styles.badgeCard, badge.earned ? styles.badgeEarned : styles.badgeLocked)}
      data-earned={badge.earned}
    >
      <span className={styles.badgePicture}>
        <ArtImage src={badge.imageUrl} className={styles.badgeArt} />
        {badge.earned ? null : (
          <span className={styles.lockBadge} aria-hidden="true">
            <Lock size={20} />
          </span>
        )}
      </span>
      <h3 className={styles.badgeName}>
        {badge.name}
        {badge.earned ? null : (
          <span className="pb-visually-hidden">, {t('rewards.badges.lockedBadge')}</span>
        )}
      </h3>
      <p className={styles.badgeDescription}>{badge.description}</p>
      {badge.earned && badge.earnedAt ? (
        <p className={styles.badgeDate}>
          {t('rewards.badges.earnedOn', { date: dateFormat.format(new Date(badge.earnedAt)) })}
        </p>
      ) : (
        <div className={styles.badgeProgress}>
          <div
            className={styles.progressTrack}
            role="progressbar"
            aria-label={t('rewards.badges.progressLabel', { name: badge.name })}
            aria-valuemin={0}
            aria-valuemax={target}
            aria-valuenow={shown}
            aria-valuetext={t('rewards.badges.progress', { current: shown, target })}
          >
            <span className={styles.progressFill} style={{ width: `${(shown / target) * 100}%` }} />
          </div>
          <span className={styles.progressText}>
            {t('rewards.badges.progress', { current: shown, target })}
          </span>
        </div>
      )}
    </li>
  );
}

/** Every badge: earned ones in colour with their date, the others greyed with the progress. */
export function BadgesList() {
  const { t } = useTranslation();
  const badges = useBadges();
  if (badges.isPending) return <TileSkeletons />;
  if (badges.isError)
    return <LoadFailed error={badges.error} onRetry={() => void badges.refetch()} />;
  const list = badges.data.badges;
  if (list.length === 0) return <EmptyState compact title={t('rewards.badges.empty')} />;
  const earned = list.filter((b) => b.earned).length;
  return (
    <>
      <p className={styles.ownedCount}>
        {t('rewards.badges.summary', { earned, total: list.length })}
      </p>
      <ul className={styles.badgeGrid} aria-label={t('rewards.badges.listLabel')}>
        {list.map((b) => (
          <BadgeCard key={b.id} badge={b} />
        ))}
      </ul>
    </>
  );
}
