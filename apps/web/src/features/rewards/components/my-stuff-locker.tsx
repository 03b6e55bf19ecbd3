import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Award, ChevronRight, Frame, Gem, Smile, Sticker, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import {
  CONSTANTS,
  canUseRewardVault,
  capitalizeName,
  href,
  type Badge,
  type WebRouteName,
} from '@pagebird/contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ProfileAvatar } from '../../../components/ui/profile-avatar.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import { useEarnedBadges } from '../api/earned-badges.ts';
import { useStats } from '../api/stats.ts';
import { ArtImage } from './art-image.tsx';
import { GemsChip, PointsChip } from './counters.tsx';
import { LevelBar } from './level-bar.tsx';
import { LoadFailed } from './load-state.tsx';
import { RecentActivity } from './recent-activity.tsx';
import styles from './rewards.module.css';

interface LockerTile {
  route: WebRouteName;
  key: 'avatars' | 'frames' | 'stickers' | 'badges' | 'vault';
  icon: LucideIcon;
  tone: string | undefined;
}

const TILES: LockerTile[] = [
  { route: 'my-stuff-avatars', key: 'avatars', icon: Smile, tone: styles.toneSun },
  { route: 'my-stuff-frames', key: 'frames', icon: Frame, tone: styles.toneSky },
  { route: 'my-stuff-stickers', key: 'stickers', icon: Sticker, tone: styles.toneBerry },
  { route: 'my-stuff-badges', key: 'badges', icon: Award, tone: styles.toneLeaf },
  { route: 'reward-vault', key: 'vault', icon: Gem, tone: styles.toneGrape },
];

function LockerStats() {
  const stats = useStats();
  if (stats.isPending) {
    return (
      <div className={styles.lockerStats} aria-busy="true">
        <Skeleton height={72} radius={20} />
        <Skeleton height={56} width="70%" radius={20} />
      </div>
    );
  }
  if (stats.isError) {
    return <LoadFailed error={stats.error} onRetry={() => void stats.refetch()} />;
  }
  return (
    <div className={styles.lockerStats}>
      <LevelBar stats={stats.data} />
      <div className={styles.chips}>
        <PointsChip points={stats.data.totalPoints} />
        <GemsChip gems={stats.data.gems} />
      </div>
    </div>
  );
}

function BadgeShelf({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const earned = useEarnedBadges();
  if (earned.isPending) {
    return (
      <ul className={styles.shelf} aria-busy="true" aria-label={t('rewards.common.loading')}>
        {Array.from({ length: CONSTANTS.lockerBadges }, (_, i) => (
          <li key={i}>
            <Skeleton height={150} radius={24} />
          </li>
        ))}
      </ul>
    );
  }
  if (earned.isError) {
    return <LoadFailed error={earned.error} onRetry={() => void earned.refetch()} />;
  }
  // Spec §9: the locker shows the first 6 earned badges.
  const shown: Badge[] = earned.data.badges.slice(0, CONSTANTS.lockerBadges);
  if (shown.length === 0) {
    return (
      <EmptyState compact headingLevel={3} title={t('rewards.locker.noBadges')}>
        <p>{t('rewards.locker.noBadgesText')}</p>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.shelf} aria-labelledby={headingId}>
      {shown.map((b) => (
        <li key={b.id} className={styles.shelfBadge}>
          <ArtImage src={b.imageUrl} className={styles.shelfArt} />
          <span className={styles.shelfName}>{b.name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The locker of `/my-stuff`: the child's avatar with frame and sticker, name, level bar, points
 * and gems, the way to avatars, frames, stickers, badges and (over 6) the Reward Vault, the
 * first 6 earned badges and the recent activity.
 */
export function MyStuffLocker() {
  const { t } = useTranslation();
  const { user } = useSession();
  const name = capitalizeName(user?.name ?? '');
  const tiles = TILES.filter((tile) => tile.key !== 'vault' || canUseRewardVault(user?.age));

  return (
    <>
      <section className={styles.locker} aria-labelledby="pb-locker-name">
        <div className={styles.lockerAvatar}>
          <ProfileAvatar name={name} settings={user?.avatarSettings} size="xxl" />
          <ButtonLink to={href('my-stuff-avatars')} variant="secondary" size="sm">
            {t('rewards.locker.tiles.avatarsText')}
          </ButtonLink>
        </div>
        <div className={styles.lockerMain}>
          <h2 id="pb-locker-name" className={styles.lockerName}>
            {t('rewards.locker.hello', { name })}
          </h2>
          <LockerStats />
        </div>
      </section>

      <section aria-labelledby="pb-locker-tiles" className={styles.section}>
        <h2 id="pb-locker-tiles" className="pb-visually-hidden">
          {t('rewards.locker.tilesTitle')}
        </h2>
        <ul className={styles.tiles}>
          {tiles.map(({ route, key, icon: Icon, tone }) => (
            <li key={key}>
              <Link to={href(route)} className={clsx(styles.tile, tone)}>
                <span className={styles.tileIcon} aria-hidden="true">
                  <Icon size={40} strokeWidth={2.25} />
                </span>
                <span className={styles.tileLabel}>{t(`rewards.locker.tiles.${key}`)}</span>
                <span className={styles.tileText}>{t(`rewards.locker.tiles.${key}Text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pb-locker-badges" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="pb-locker-badges">{t('rewards.locker.badgesTitle')}</h2>
          <Link
            to={href('my-stuff-badges')}
            className={styles.seeAll}
            aria-label={t('rewards.locker.seeAllBadges')}
          >
            {t('rewards.locker.seeAll')}
            <ChevronRight size={20} aria-hidden="true" />
          </Link>
        </div>
        <BadgeShelf headingId="pb-locker-badges" />
      </section>

      <section aria-labelledby="pb-locker-activity" className={styles.section}>
        <h2 id="pb-locker-activity">{t('rewards.locker.activityTitle')}</h2>
        <RecentActivity headingId="pb-locker-activity" />
      </section>
    </>
  );
}
