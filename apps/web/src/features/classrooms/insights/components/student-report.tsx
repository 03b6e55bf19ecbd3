import { StatTiles } from '../../../../components/ui/stat-tiles.tsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { MinutesChart } from '../../../family/insights/index.ts';
import { useStudentReport } from '../api/report.ts';
import type { TeacherReport } from '@pagebird/contract';
import { dateTimeLabel, dayLabel, levelText, printPart } from './format.ts';
import { bookColumn } from './columns.ts';
import styles from './insights.module.css';

/** One student's report for the period (GET /api/teacher/reports): printable on its own. */
export function StudentReport({
  classId,
  studentId,
  days,
  tz,
  onClose,
}: {
  classId: string;
  studentId: string;
  days: number;
  tz: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const q = useStudentReport(classId, studentId, days, tz);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = !!q.data;
  useEffect(() => {
    if (loaded) {
      heading.current?.focus();
      heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
  }, [loaded]);

  if (q.isPending) return <Skeleton height={240} radius={16} />;
  if (q.isError) {
    return (
      <Card className={styles.card}>
        <p role="alert">{errorMessage(q.error)}</p>
      </Card>
    );
  }
  const r = q.data;
  const s = r.student;
  const name = `${s.firstName} ${s.lastName}`.trim();
  const tiles: Array<[string, string]> = [
    [t('classInsights.totals.minutesRead'), String(s.minutesRead)],
    [t('classInsights.classDashboard.columns.booksStarted'), String(s.booksStarted)],
    [t('classInsights.totals.booksFinished'), String(s.booksFinished)],
    [t('classInsights.totals.quizzesCompleted'), String(s.quizzesCompleted)],
    [
      t('classInsights.totals.quizAverage'),
      s.quizAverage === null ? t('classInsights.none') : `${s.quizAverage}%`,
    ],
    [
      t('classInsights.totals.assignments'),
      s.assignments.total
        ? `${s.assignments.done}/${s.assignments.total}`
        : t('classInsights.none'),
    ],
  ];

  const bookColumns: Column<TeacherReport['books'][number]>[] = [
    bookColumn(t),
    {
      key: 'started',
      header: t('classInsights.report.started'),
      cell: (b) => dateTimeLabel(b.startedAt),
    },
    {
      key: 'finished',
      header: t('classInsights.report.finished'),
      cell: (b) =>
        b.finishedAt ? dateTimeLabel(b.finishedAt) : t('classInsights.report.notFinished'),
    },
    { key: 'minutes', numeric: true, header: t('classInsights.minutes'), cell: (b) => b.minutes },
  ];
  const quizColumns: Column<TeacherReport['quizzes'][number]>[] = [
    {
      key: 'book',
      rowHeader: true,
      header: t('classInsights.classDashboard.booksColumns.book'),
      cell: (x) =>
        x.book?.title ??
        t(`classInsights.report.quizType.${x.quizType}`, { defaultValue: x.quizType }),
    },
    {
      key: 'score',
      numeric: true,
      header: t('classInsights.report.score'),
      cell: (x) => `${x.correct}/${x.total}`,
    },
    {
      key: 'when',
      header: t('classInsights.report.when'),
      cell: (x) => dateTimeLabel(x.completedAt),
    },
  ];

  return (
    <Card
      className={`${styles.card} ${styles.report}`}
      data-print-part="report"
      data-testid="student-report"
    >
      <div className={styles.cardHead}>
        <div>
          <h3 ref={heading} tabIndex={-1} className={styles.reportTitle}>
            {t('classInsights.report.title', { name })}
          </h3>
          <p className={styles.muted}>
            {r.classroom.name} ·{' '}
            {t('classInsights.periodLabel', { from: dayLabel(r.from), to: dayLabel(r.to) })}
            {s.readingLevel ? ` · ${levelText(s.readingLevel)}` : ''}
          </p>
        </div>
        <div className={`${styles.headActions} ${styles.noPrint}`}>
          <Button
            size="sm"
            variant="secondary"
            icon={<Printer size={16} aria-hidden="true" />}
            onClick={() => printPart('report')}
          >
            {t('classInsights.report.print')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<X size={16} aria-hidden="true" />}
            onClick={onClose}
          >
            {t('classInsights.report.close')}
          </Button>
        </div>
      </div>
      <StatTiles tiles={tiles.map(([label, value]) => [label, label, value] as const)} />
      <MinutesChart
        data={r.minutesPerDay}
        label={t('classInsights.report.minutesChartLabel', { name })}
        minutesLabel={t('classInsights.minutes')}
      />
      <div className={styles.twoCols}>
        <div>
          <h4 className={styles.subTitle}>{t('classInsights.report.books')}</h4>
          {r.books.length === 0 ? (
            <p className={styles.muted}>{t('classInsights.report.booksEmpty')}</p>
          ) : (
            <DataTable columns={bookColumns} rows={r.books} rowKey={(b) => b.book.id} />
          )}
        </div>
        <div>
          <h4 className={styles.subTitle}>{t('classInsights.report.quizzes')}</h4>
          {r.quizzes.length === 0 ? (
            <p className={styles.muted}>{t('classInsights.report.quizzesEmpty')}</p>
          ) : (
            <DataTable columns={quizColumns} rows={r.quizzes} rowKey={(_, i) => i} />
          )}
          <h4 className={styles.subTitle}>{t('classInsights.report.levels')}</h4>
          {r.readingLevels.length === 0 ? (
            <p className={styles.muted}>{t('classInsights.report.levelsEmpty')}</p>
          ) : (
            <ul className={styles.plainList}>
              {r.readingLevels.map((l, i) => (
                <li key={i}>
                  {dayLabel(l.dateTaken)}: {levelText(l)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}
