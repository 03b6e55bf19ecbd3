import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Award,
  BookCheck,
  BookOpen,
  ChevronLeft,
  ChevronRight,
  Compass,
  Gem,
  ShoppingBag,
  Star,
  Sun,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import clsx from 'clsx';
import { CONSTANTS, type ActivityItem, type ActivityKind } from '@pagebird/contract';
import { formatPoints } from '../../../components/celebration/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useRecentActivity } from '../api/recent-activity.ts';
import { LoadFailed } from './load-state.tsx';
import styles from './rewards.module.css';

const ICONS: Record<ActivityKind, LucideIcon> = {
  BOOK_OPENED: BookOpen,
  BOOK_FINISHED: BookCheck,
  QUIZ_COMPLETED: Trophy,
  DAILY_QUIZ: Sun,
  DISCOVERY_VISIT: Compass,
  BADGE_EARNED: Award,
  LEVEL_UP: Star,
  PURCHASE: ShoppingBag,
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

function ActivityRow({ item }: { item: ActivityItem }) {
  const { t } = useTranslation();
  const Icon = ICONS[item.kind];
  return (
    <li className={clsx(styles.activity, styles[`kind${item.kind}`])}>
      <span className={styles.activityIcon} aria-hidden="true">
        <Icon size={26} />
      </span>
      <span className={styles.activityText}>
        {t(`rewards.activity.${item.kind}`, { subject: item.subject })}
        <time className={styles.activityDate} dateTime={item.at}>
          {dateFormat.format(new Date(item.at))}
        </time>
      </span>
      <span className={styles.activityGains}>
        {item.points > 0 ? (
          <span className={clsx(styles.gain, styles.gainPoints)}>
            {t('rewards.activity.plusPoints', { formatted: formatPoints(item.points) })}
          </span>
        ) : null}
        {item.gems !== 0 ? (
          <span className={clsx(styles.gain, item.gems > 0 ? styles.gainGems : styles.gainSpent)}>
            <Gem size={16} aria-hidden="true" />
            {t('rewards.activity.gems', {
              sign: item.gems > 0 ? '+' : '−',
              formatted: formatPoints(Math.abs(item.gems)),
            })}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** "What I did lately": the recent activity, 7 per page, newest first (spec §9). */
export function RecentActivity({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const activity = useRecentActivity(page);

  if (activity.isPending) {
    return (
      <ul className={styles.activityList} aria-busy="true" aria-label={t('rewards.common.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <Skeleton height={64} radius={18} />
          </li>
        ))}
      </ul>
    );
  }
  if (activity.isError) {
    return (
      <LoadFailed
        title={t('rewards.activity.loadFailed')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  }
  const { items, total, size } = activity.data;
  if (total === 0) {
    return (
      <EmptyState compact headingLevel={3} title={t('rewards.activity.empty')}>
        <p>{t('rewards.activity.emptyText')}</p>
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(total / (size || CONSTANTS.recentActivityPageSize)));
  const shown = activity.data.page;
  return (
    <>
      <ul
        className={styles.activityList}
        aria-labelledby={headingId}
        aria-busy={activity.isPlaceholderData || undefined}
      >
        {items.map((item) => (
          <ActivityRow key={item.id} item={item} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('rewards.activity.pager')}>
          <Button
            variant="secondary"
            icon={<ChevronLeft size={20} aria-hidden="true" />}
            disabled={page === 0}
            onClick={() => setPage((p) => Math.max(0, p - 1))}
          >
            {t('rewards.activity.newer')}
          </Button>
          <span className={styles.pagerText} aria-live="polite">
            {t('rewards.activity.page', { page: shown + 1, pages })}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pages - 1}
            onClick={() => setPage((p) => Math.min(pages - 1, p + 1))}
          >
            {t('rewards.activity.older')}
            <ChevronRight size={20} aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </>
  );
}
