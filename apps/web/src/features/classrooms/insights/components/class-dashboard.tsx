import { StatTiles } from '../../../../components/ui/stat-tiles.tsx';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, FileText, Printer } from 'lucide-react';
import type { ClassDashboard, StudentFigures, TeacherBooks } from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { VisuallyHidden } from '../../../../components/ui/visually-hidden.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { downloadBlob, errorMessage } from '../../../../lib/api-client.ts';
import { browserTimeZone } from '../../../../lib/time-zone.ts';
import { MinutesChart } from '../../../family/insights/index.ts';
import { fetchClassDashboardCsv, useClassDashboard } from '../api/class-dashboard.ts';
import { useTeacherBooks } from '../api/books.ts';
import { StudentMinutesChart } from './charts-lazy.tsx';
import { dateTimeLabel, dayLabel, levelText, percent, printPart } from './format.ts';
import { RangeControl } from './range-control.tsx';
import { StudentReport } from './student-report.tsx';
import { bookColumn } from './columns.ts';
import styles from './insights.module.css';

export type SortKey =
  | 'name'
  | 'minutesRead'
  | 'booksStarted'
  | 'booksFinished'
  | 'quizzesCompleted'
  | 'quizAverage'
  | 'assignments'
  | 'readingLevel'
  | 'lastActiveAt';

const COLUMNS: SortKey[] = [
  'name',
  'minutesRead',
  'booksStarted',
  'booksFinished',
  'quizzesCompleted',
  'quizAverage',
  'assignments',
  'readingLevel',
  'lastActiveAt',
];

const fullName = (s: StudentFigures) => `${s.firstName} ${s.lastName}`.trim();

/** What a student's row shows in each column of the class table. */
const STUDENT_CELLS: Record<SortKey, (s: StudentFigures, t: TFunction) => ReactNode> = {
  name: (s) => fullName(s),
  minutesRead: (s) => s.minutesRead,
  booksStarted: (s) => s.booksStarted,
  booksFinished: (s) => s.booksFinished,
  quizzesCompleted: (s) => s.quizzesCompleted,
  quizAverage: (s, t) => percent(s.quizAverage, t('classInsights.none')),
  assignments: (s, t) =>
    s.assignments.total ? (
      <span className={styles.progressCell}>
        <progress max={s.assignments.total} value={s.assignments.done} aria-hidden="true" />
        {s.assignments.done}/{s.assignments.total}
      </span>
    ) : (
      t('classInsights.none')
    ),
  readingLevel: (s, t) => levelText(s.readingLevel) || t('classInsights.none'),
  lastActiveAt: (s, t) =>
    s.lastActiveAt
      ? dateTimeLabel(s.lastActiveAt)
      : t('classInsights.classDashboard.lastActiveNever'),
};

/** The value a column sorts by (missing values sort last whatever the direction). */
function sortValue(s: StudentFigures, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return fullName(s).toLowerCase();
    case 'assignments':
      return s.assignments.total ? s.assignments.done / s.assignments.total : null;
    case 'readingLevel':
      return s.readingLevel?.approximateLevel ?? null;
    case 'lastActiveAt':
      return s.lastActiveAt;
    case 'quizAverage':
      return s.quizAverage;
    default:
      return s[key];
  }
}

/** The students sorted by a column; ties keep the server's order (by name). */
export function sortStudents(
  rows: StudentFigures[],
  key: SortKey,
  dir: 'asc' | 'desc',
): StudentFigures[] {
  return rows
    .map((s, i) => ({ s, i, v: sortValue(s, key) }))
    .sort((a, b) => {
      if (a.v === null && b.v === null) return a.i - b.i;
      if (a.v === null) return 1;
      if (b.v === null) return -1;
      const c = a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
      return c === 0 ? a.i - b.i : dir === 'asc' ? c : -c;
    })
    .map((x) => x.s);
}

/** The class page's dashboard (issue 12 item 6): figures, charts, sortable table, CSV, print. */
export function ClassDashboardSection({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const tz = useMemo(() => browserTimeZone(), []);
  const [days, setDays] = useState(30);
  const q = useClassDashboard(classId, days, tz);
  const [reportFor, setReportFor] = useState<string | null>(null);

  return (
    <section aria-labelledby="class-dashboard-title" className={styles.section}>
      <div className={styles.sectionHead} data-print-part="dashboard">
        <div>
          <h2 id="class-dashboard-title" className={styles.sectionTitle}>
            {t('classInsights.classDashboard.title')}
            {q.data ? <span className={styles.printOnly}> · {q.data.classroom.name}</span> : null}
          </h2>
          <p className={styles.muted}>
            {q.data
              ? t('classInsights.periodLabel', {
                  from: dayLabel(q.data.from),
                  to: dayLabel(q.data.to),
                })
              : t('classInsights.classDashboard.intro')}
          </p>
        </div>
        <div className={`${styles.headActions} ${styles.noPrint}`}>
          <RangeControl days={days} onChange={setDays} />
        </div>
      </div>
      {q.isPending ? (
        <div aria-busy="true" aria-label={t('common.loading')} className={styles.stack}>
          <Skeleton height={90} radius={16} />
          <Skeleton height={240} radius={16} />
        </div>
      ) : q.isError ? (
        <Card className={styles.card}>
          <p role="alert">
            {t('classInsights.loadFailed')} {errorMessage(q.error)}
          </p>
          <Button variant="secondary" onClick={() => void q.refetch()}>
            {t('classInsights.tryAgain')}
          </Button>
        </Card>
      ) : (
        <>
          <Dashboard
            data={q.data}
            days={days}
            tz={tz}
            classId={classId}
            onReport={(id) => setReportFor(id)}
          />
          {reportFor && q.data.students.some((s) => s.id === reportFor) ? (
            <StudentReport
              key={reportFor}
              classId={classId}
              studentId={reportFor}
              days={days}
              tz={tz}
              onClose={() => setReportFor(null)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function Dashboard({
  data,
  days,
  tz,
  classId,
  onReport,
}: {
  data: ClassDashboard;
  days: number;
  tz: string;
  classId: string;
  onReport: (studentId: string) => void;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' }>({
    key: 'name',
    dir: 'asc',
  });
  const [downloading, setDownloading] = useState(false);
  const rows = useMemo(
    () => sortStudents(data.students, sort.key, sort.dir),
    [data.students, sort],
  );
  const tt = data.totals;
  const tiles: Array<[string, string, string]> = [
    ['students', t('classInsights.totals.students'), String(tt.students)],
    ['activeStudents', t('classInsights.totals.activeStudents'), String(tt.activeStudents)],
    ['minutesRead', t('classInsights.totals.minutesRead'), String(tt.minutesRead)],
    ['booksFinished', t('classInsights.totals.booksFinished'), String(tt.booksFinished)],
    ['quizzesCompleted', t('classInsights.totals.quizzesCompleted'), String(tt.quizzesCompleted)],
    [
      'quizAverage',
      t('classInsights.totals.quizAverage'),
      percent(tt.quizAverage, t('classInsights.none')),
    ],
    [
      'assignments',
      t('classInsights.totals.assignments'),
      tt.assignmentsTotal
        ? `${tt.assignmentsDone}/${tt.assignmentsTotal}`
        : t('classInsights.none'),
    ],
  ];

  const toggle = (key: SortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' }
        : { key, dir: key === 'name' ? 'asc' : 'desc' },
    );

  const columns: Column<StudentFigures>[] = [
    ...COLUMNS.map((key): Column<StudentFigures> => {
      const active = sort.key === key;
      return {
        key,
        rowHeader: key === 'name',
        numeric: key !== 'name' && key !== 'readingLevel',
        dataCol: key !== 'name',
        sort: active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined,
        header: (
          <button
            type="button"
            className={styles.sortButton}
            onClick={() => toggle(key)}
            data-sort={key}
          >
            {t(`classInsights.classDashboard.columns.${key}`)}
            {active ? (
              sort.dir === 'asc' ? (
                <ArrowUp size={14} aria-hidden="true" />
              ) : (
                <ArrowDown size={14} aria-hidden="true" />
              )
            ) : (
              <ArrowUpDown size={14} aria-hidden="true" className={styles.sortIdle} />
            )}
          </button>
        ),
        cell: (s) => STUDENT_CELLS[key](s, t),
      };
    }),
    {
      key: 'report',
      className: styles.noPrint,
      header: <VisuallyHidden>{t('classInsights.classDashboard.openReport')}</VisuallyHidden>,
      cell: (s) => (
        <Button
          size="sm"
          variant="ghost"
          icon={<FileText size={16} aria-hidden="true" />}
          aria-label={t('classInsights.classDashboard.openReportFor', { name: fullName(s) })}
          onClick={() => onReport(s.id)}
        >
          {t('classInsights.classDashboard.openReport')}
        </Button>
      ),
    },
  ];

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      const blob = await fetchClassDashboardCsv(classId, days, tz);
      const safe = data.classroom.name.replace(/[^\w-]+/g, '_').slice(0, 40) || 'class';
      downloadBlob(blob, `${safe}-${data.from}-to-${data.to}.csv`);
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.stack} data-print-part="dashboard" data-testid="class-dashboard">
      <StatTiles tiles={tiles} />
      <div className={styles.charts}>
        <Card className={styles.card}>
          <h3 className={styles.cardTitle}>{t('classInsights.classDashboard.minutesChart')}</h3>
          <MinutesChart
            data={data.minutesPerDay}
            label={t('classInsights.classDashboard.minutesChartLabel')}
            minutesLabel={t('classInsights.minutes')}
          />
        </Card>
        <Card className={styles.card}>
          <h3 className={styles.cardTitle}>{t('classInsights.classDashboard.perStudentChart')}</h3>
          {data.students.length ? (
            <StudentMinutesChart
              data={sortStudents(data.students, 'minutesRead', 'desc').map((s) => ({
                name: fullName(s),
                minutes: s.minutesRead,
              }))}
              label={t('classInsights.classDashboard.perStudentChartLabel')}
              minutesLabel={t('classInsights.minutes')}
            />
          ) : (
            <p className={styles.muted}>{t('classInsights.classDashboard.noStudents')}</p>
          )}
        </Card>
      </div>
      <Card className={styles.card}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{t('classInsights.classDashboard.table')}</h3>
          <div className={`${styles.headActions} ${styles.noPrint}`}>
            <Button
              size="sm"
              variant="secondary"
              icon={<Download size={16} aria-hidden="true" />}
              loading={downloading}
              onClick={() => void downloadCsv()}
            >
              {t('classInsights.classDashboard.downloadCsv')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={<Printer size={16} aria-hidden="true" />}
              onClick={() => printPart('dashboard')}
            >
              {t('classInsights.classDashboard.print')}
            </Button>
          </div>
        </div>
        <DataTable
          scroll
          data-testid="class-dashboard-table"
          caption={t('classInsights.classDashboard.tableCaption')}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(s) => s.id}
          rowProps={(s) => ({ 'data-student': s.firstName })}
          empty={t('classInsights.classDashboard.noStudents')}
        />
      </Card>
      <ClassBooks classId={classId} days={days} tz={tz} />
    </div>
  );
}

/** The books the class read in the period (GET /api/share/teacher/books/dashboard). */
export function ClassBooks({
  classId,
  days,
  tz,
}: {
  classId: string | undefined;
  days: number;
  tz: string;
}) {
  const { t } = useTranslation();
  const q = useTeacherBooks(classId, days, tz);
  const columns: Column<TeacherBooks['books'][number]>[] = [
    bookColumn(t),
    {
      key: 'readers',
      numeric: true,
      header: t('classInsights.classDashboard.booksColumns.readers'),
      cell: (b) => b.readers,
    },
    {
      key: 'finished',
      numeric: true,
      header: t('classInsights.classDashboard.booksColumns.finished'),
      cell: (b) => b.finished,
    },
    {
      key: 'minutes',
      numeric: true,
      header: t('classInsights.classDashboard.booksColumns.minutes'),
      cell: (b) => b.minutes,
    },
    {
      key: 'quizAverage',
      numeric: true,
      header: t('classInsights.classDashboard.booksColumns.quizAverage'),
      cell: (b) => percent(b.quizAverage, t('classInsights.none')),
    },
  ];
  return (
    <Card className={styles.card}>
      <h3 className={styles.cardTitle}>{t('classInsights.classDashboard.booksTitle')}</h3>
      {q.isPending ? (
        <Skeleton height={80} />
      ) : q.isError ? (
        <p role="alert">{errorMessage(q.error)}</p>
      ) : q.data.books.length === 0 ? (
        <p className={styles.muted}>{t('classInsights.classDashboard.booksEmpty')}</p>
      ) : (
        <DataTable
          scroll
          data-testid="class-books-table"
          columns={columns}
          rows={q.data.books}
          rowKey={(b) => b.book.id}
        />
      )}
    </Card>
  );
}
