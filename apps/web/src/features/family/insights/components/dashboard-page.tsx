import { RangeControl } from '../../../../components/ui/range-control.tsx';
import { StatTiles } from '../../../../components/ui/stat-tiles.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Pencil, Printer } from 'lucide-react';
import {
  ACTIVITY_PAGE_SIZE,
  href,
  type ChildActivityItem,
  type DashboardChild,
  type ReportResponse,
} from '@pagebird/contract';
import { Art } from '../../../../components/art.tsx';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { browserTimeZone } from '../../../../lib/time-zone.ts';
import { Page } from '../../../../app/layouts/page.tsx';
import { useActivity } from '../api/activity.ts';
import { useDashboard } from '../api/dashboard.ts';
import { useReport } from '../api/report.ts';
import { useSharedBooks } from '../api/shared-books.ts';
import { LevelChart, MinutesChart } from './charts-lazy.tsx';
import { DigestOptIn } from './digest-opt-in.tsx';
import styles from './dashboard-page.module.css';

const capitalised = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const timeLabel = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * /dashboard — the parent dashboard (spec §2; issue 11): per child the period's figures, minutes
 * read per day and reading level over time as charts (Recharts, lazy), the report's tables
 * (books, quizzes, badges, words, levels; printable), recent activity 7 per page, and the books
 * shared with or hidden from the child.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const tz = useMemo(() => browserTimeZone(), []);
  const [days, setDays] = useState<number>(30);
  const [picked, setPicked] = useState<string | null>(null);
  const dashboard = useDashboard(days, tz);

  if (dashboard.isPending) {
    return (
      <Page title={t('insights.dashboard.title')}>
        <div aria-busy="true" aria-label={t('common.loading')} className={styles.stack}>
          <Skeleton height={120} radius={16} />
          <Skeleton height={240} radius={16} />
        </div>
      </Page>
    );
  }
  if (dashboard.isError) {
    return (
      <Page title={t('insights.dashboard.title')}>
        <EmptyState
          illustration={<Art name="stormCloud" decorative />}
          title={t('insights.dashboard.loadFailed')}
          action={<Button onClick={() => void dashboard.refetch()}>{t('common.tryAgain')}</Button>}
        >
          <p>{errorMessage(dashboard.error)}</p>
        </EmptyState>
      </Page>
    );
  }

  const { children } = dashboard.data;
  const child = children.find((c) => c.id === picked) ?? children[0];

  return (
    <Page
      title={t('insights.dashboard.title')}
      intro={t('insights.dashboard.intro')}
      width="wide"
      className={styles.page}
      actions={
        <RangeControl
          days={days}
          onChange={setDays}
          label={t('insights.dashboard.range')}
          optionLabel={(count) => t('insights.dashboard.rangeDays', { count })}
        />
      }
    >
      {!child ? (
        <EmptyState
          illustration={<Art name="familyReading" decorative />}
          title={t('insights.dashboard.noChildren')}
        />
      ) : (
        <>
          {children.length > 1 ? (
            <div
              role="tablist"
              aria-label={t('insights.dashboard.children')}
              className={styles.kids}
            >
              {children.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  role="tab"
                  aria-selected={c.id === child.id}
                  className={styles.kid}
                  onClick={() => setPicked(c.id)}
                >
                  <Avatar name={capitalised(c.name)} imageUrl={c.avatarUrl} size="sm" />
                  <span>{capitalised(c.name)}</span>
                </button>
              ))}
            </div>
          ) : null}
          <ChildPanel key={child.id} child={child} days={days} tz={tz} />
          <div className={styles.noPrint}>
            <DigestOptIn />
          </div>
        </>
      )}
    </Page>
  );
}

function ChildPanel({ child, days, tz }: { child: DashboardChild; days: number; tz: string }) {
  const { t } = useTranslation();
  const name = capitalised(child.name);
  const report = useReport(child.id, days, tz);
  const total = child.totals.minutesRead;
  const from = child.minutesPerDay[0]?.date ?? '';
  const to = child.minutesPerDay.at(-1)?.date ?? '';
  const tiles: Array<[string, string, string]> = [
    ['minutesRead', t('insights.totals.minutesRead'), String(child.totals.minutesRead)],
    ['booksStarted', t('insights.totals.booksStarted'), String(child.totals.booksStarted)],
    ['booksFinished', t('insights.totals.booksFinished'), String(child.totals.booksFinished)],
    [
      'quizzesCompleted',
      t('insights.totals.quizzesCompleted'),
      String(child.totals.quizzesCompleted),
    ],
    [
      'quizAverage',
      t('insights.totals.quizAverage'),
      child.totals.quizAverage === null
        ? t('insights.totals.none')
        : `${child.totals.quizAverage}%`,
    ],
    ['badgesEarned', t('insights.totals.badgesEarned'), String(child.totals.badgesEarned)],
    ['wordsLookedUp', t('insights.totals.wordsLookedUp'), String(child.totals.wordsLookedUp)],
  ];

  return (
    <section
      aria-labelledby={`child-${child.id}`}
      className={styles.stack}
      data-testid="child-panel"
    >
      <Card className={styles.childHead}>
        <Avatar name={name} imageUrl={child.avatarUrl} size="lg" />
        <div className={styles.childText}>
          <h2 id={`child-${child.id}`} className={styles.childName}>
            {name}
          </h2>
          <p className={styles.muted}>
            {child.age !== null ? `${t('insights.dashboard.age', { age: child.age })} · ` : ''}
            {child.currentReadingLevel
              ? t('insights.dashboard.levelNow', {
                  system: child.currentReadingLevel.system.replace('_', ' '),
                  value: child.currentReadingLevel.value,
                })
              : t('insights.dashboard.noLevel')}
          </p>
        </div>
        <div className={`${styles.headActions} ${styles.noPrint}`}>
          <ButtonLink
            variant="secondary"
            size="sm"
            icon={<Pencil size={16} aria-hidden="true" />}
            to={href('dashboard-edit-child', { childId: child.id })}
          >
            {t('insights.dashboard.editChild')}
          </ButtonLink>
          <Button
            size="sm"
            icon={<Printer size={16} aria-hidden="true" />}
            onClick={() => window.print()}
          >
            {t('insights.report.open')}
          </Button>
        </div>
      </Card>

      <StatTiles
        tiles={tiles}
        keyAttribute="data-stat"
        aria-label={t('insights.report.period', { from: dayLabel(from), to: dayLabel(to) })}
      />

      <div className={styles.charts}>
        <Card className={styles.chartCard}>
          <h3 className={styles.cardTitle}>{t('insights.charts.minutesTitle')}</h3>
          <MinutesChart
            data={child.minutesPerDay}
            label={t('insights.charts.minutesLabel', {
              name,
              total,
              from: dayLabel(from),
              to: dayLabel(to),
            })}
            minutesLabel={t('insights.charts.minutes')}
          />
        </Card>
        <Card className={styles.chartCard}>
          <h3 className={styles.cardTitle}>{t('insights.charts.levelTitle')}</h3>
          {report.data && report.data.readingLevels.length > 0 ? (
            <LevelChart
              data={report.data.readingLevels}
              label={t('insights.charts.levelLabel', { name })}
              levelLabel={t('insights.charts.level')}
            />
          ) : (
            <p className={styles.muted}>{t('insights.charts.noLevels')}</p>
          )}
        </Card>
      </div>

      {report.isError ? (
        <p role="alert">{t('insights.report.loadFailed')}</p>
      ) : report.data ? (
        <ReportTables report={report.data} />
      ) : (
        <Skeleton height={160} radius={16} />
      )}

      <div className={`${styles.twoCols} ${styles.noPrint}`}>
        <RecentActivity childId={child.id} />
        <SharedBooks childId={child.id} />
      </div>
    </section>
  );
}

/** One table of the report, in its card; "Nothing in this period." when it has no rows. */
function ReportTable<Row>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
}) {
  const { t } = useTranslation();
  return (
    <Card className={styles.tableCard}>
      <DataTable
        variant="report"
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(_, i) => i}
        empty={t('insights.report.nothing')}
      />
    </Card>
  );
}

function useReportLabels() {
  const { t } = useTranslation();
  return {
    books: t('insights.report.books'),
    book: t('insights.report.book'),
    started: t('insights.report.started'),
    finished: t('insights.report.finished'),
    minutes: t('insights.report.minutes'),
    notFinished: t('insights.report.notFinished'),
    quizzes: t('insights.report.quizzes'),
    score: t('insights.report.score'),
    stars: t('insights.report.stars'),
    date: t('insights.report.date'),
    badges: t('insights.report.badges'),
    badge: t('insights.report.badge'),
    words: t('insights.report.words'),
    word: t('insights.report.word'),
    times: t('insights.report.times'),
    levels: t('insights.report.levels'),
    system: t('insights.report.system'),
    value: t('insights.report.value'),
    approx: t('insights.report.approx'),
  };
}

/** The report's tables: what the charts show, in rows (also the printable report). */
function ReportTables({ report }: { report: ReportResponse }) {
  const { t } = useTranslation();
  const r = useReportLabels();
  const quizName = (q: ReportResponse['quizzes'][number]) =>
    q.book
      ? q.book.title
      : q.quizType === 'DAILY'
        ? t('insights.report.DAILY')
        : q.quizType === 'DISCOVERY'
          ? t('insights.report.DISCOVERY')
          : t('insights.report.endOfBook');
  return (
    <div className={styles.report}>
      <h3 className={styles.printOnly}>
        {t('insights.report.title', { name: capitalised(report.child.name) })} ·{' '}
        {t('insights.report.period', { from: dayLabel(report.from), to: dayLabel(report.to) })}
      </h3>
      <div className={styles.tables}>
        <ReportTable
          caption={r.books}
          rows={report.books}
          columns={[
            { key: 'book', header: r.book, cell: (b) => b.book.title },
            { key: 'started', header: r.started, cell: (b) => timeLabel(b.startedAt) },
            {
              key: 'finished',
              header: r.finished,
              cell: (b) => (b.finishedAt ? timeLabel(b.finishedAt) : r.notFinished),
            },
            { key: 'minutes', header: r.minutes, cell: (b) => b.minutes },
          ]}
        />
        <ReportTable
          caption={r.quizzes}
          rows={report.quizzes}
          columns={[
            { key: 'book', header: r.book, cell: quizName },
            { key: 'score', header: r.score, cell: (q) => `${q.correct}/${q.total}` },
            { key: 'stars', header: r.stars, cell: (q) => '★'.repeat(q.stars) || '–' },
            { key: 'date', header: r.date, cell: (q) => timeLabel(q.completedAt) },
          ]}
        />
        <ReportTable
          caption={r.badges}
          rows={report.badges}
          columns={[
            { key: 'badge', header: r.badge, cell: (b) => b.name },
            { key: 'date', header: r.date, cell: (b) => timeLabel(b.earnedAt) },
          ]}
        />
        <ReportTable
          caption={r.words}
          rows={report.words}
          columns={[
            { key: 'word', header: r.word, cell: (w) => w.word },
            { key: 'times', header: r.times, cell: (w) => w.count },
            { key: 'date', header: r.date, cell: (w) => timeLabel(w.lastAt) },
          ]}
        />
        <ReportTable
          caption={r.levels}
          rows={report.readingLevels}
          columns={[
            { key: 'date', header: r.date, cell: (l) => dayLabel(l.dateTaken) },
            { key: 'system', header: r.system, cell: (l) => l.system.replace('_', ' ') },
            { key: 'value', header: r.value, cell: (l) => l.value },
            { key: 'approx', header: r.approx, cell: (l) => l.approximateLevel.toFixed(1) },
          ]}
        />
      </div>
    </div>
  );
}

function activityText(t: TFunction, i: ChildActivityItem): string {
  const title = i.book?.title ?? '';
  const detail = i.detail ?? '';
  switch (i.kind) {
    case 'OPENED':
      return t('insights.activity.OPENED', { title });
    case 'FINISHED':
      return t('insights.activity.FINISHED', { title });
    case 'QUIZ':
      return i.book
        ? t('insights.activity.QUIZ_BOOK', { title, detail })
        : t('insights.activity.QUIZ', { detail });
    case 'BADGE':
      return t('insights.activity.BADGE', { detail });
    default:
      return t('insights.activity.WORD', { detail });
  }
}

/** Recent activity, newest first, 7 per page (spec §2). */
function RecentActivity({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const activity = useActivity(childId, page);
  const pages = Math.max(1, Math.ceil((activity.data?.total ?? 0) / ACTIVITY_PAGE_SIZE));
  return (
    <Card className={styles.tableCard}>
      <h3 className={styles.cardTitle}>{t('insights.activity.title')}</h3>
      {activity.data && activity.data.items.length > 0 ? (
        <>
          <DataTable
            variant="report"
            aria-label={t('insights.activity.title')}
            rows={activity.data.items}
            rowKey={(i, n) => `${i.at}-${n}`}
            rowProps={(i) => ({ 'data-kind': i.kind })}
            columns={[
              {
                key: 'when',
                header: t('insights.activity.when'),
                cellClassName: styles.nowrap,
                cell: (i) => timeLabel(i.at),
              },
              { key: 'what', header: t('insights.activity.what'), cell: (i) => activityText(t, i) },
            ]}
          />
          <div className={styles.pager}>
            <Button
              variant="ghost"
              size="sm"
              disabled={page === 0}
              onClick={() => setPage((p) => Math.max(0, p - 1))}
            >
              {t('insights.activity.previous')}
            </Button>
            <span aria-live="polite">{t('insights.activity.page', { page: page + 1, pages })}</span>
            <Button
              variant="ghost"
              size="sm"
              disabled={page + 1 >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('insights.activity.next')}
            </Button>
          </div>
        </>
      ) : activity.isPending ? (
        <Skeleton height={120} />
      ) : (
        <p className={styles.muted}>{t('insights.activity.empty')}</p>
      )}
    </Card>
  );
}

function SharedBooks({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const list = useSharedBooks(childId);
  const none = <li className={styles.muted}>{t('insights.shareHide.none')}</li>;
  return (
    <Card className={styles.tableCard}>
      <h3 className={styles.cardTitle}>{t('insights.shareHide.sharedList')}</h3>
      <ul className={styles.bookList} aria-label={t('insights.shareHide.sharedList')}>
        {list.data?.shared.length
          ? list.data.shared.map((b) => <li key={b.id}>{b.title}</li>)
          : none}
      </ul>
      <h3 className={styles.cardTitle}>{t('insights.shareHide.hiddenList')}</h3>
      <ul className={styles.bookList} aria-label={t('insights.shareHide.hiddenList')}>
        {list.data?.hidden.length
          ? list.data.hidden.map((b) => <li key={b.id}>{b.title}</li>)
          : none}
      </ul>
    </Card>
  );
}
