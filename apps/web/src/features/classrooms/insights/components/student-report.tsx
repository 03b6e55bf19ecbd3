import { StatTiles } from '../../../../components/ui/stat-tiles.tsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { MinutesChart } from '../../../family/insights/index.ts';
import { useStudentReport } from '../api/report.ts';
import { dateTimeLabel, dayLabel, levelText, printPart } from './format.ts';
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
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('classInsights.classDashboard.booksColumns.book')}</th>
                  <th scope="col">{t('classInsights.report.started')}</th>
                  <th scope="col">{t('classInsights.report.finished')}</th>
                  <th scope="col" className={styles.num}>
                    {t('classInsights.minutes')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {r.books.map((b) => (
                  <tr key={b.book.id}>
                    <th scope="row">{b.book.title}</th>
                    <td>{dateTimeLabel(b.startedAt)}</td>
                    <td>
                      {b.finishedAt
                        ? dateTimeLabel(b.finishedAt)
                        : t('classInsights.report.notFinished')}
                    </td>
                    <td className={styles.num}>{b.minutes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <div>
          <h4 className={styles.subTitle}>{t('classInsights.report.quizzes')}</h4>
          {r.quizzes.length === 0 ? (
            <p className={styles.muted}>{t('classInsights.report.quizzesEmpty')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('classInsights.classDashboard.booksColumns.book')}</th>
                  <th scope="col" className={styles.num}>
                    {t('classInsights.report.score')}
                  </th>
                  <th scope="col">{t('classInsights.report.when')}</th>
                </tr>
              </thead>
              <tbody>
                {r.quizzes.map((x, i) => (
                  <tr key={i}>
                    <th scope="row">
                      {x.book?.title ??
                        t(`classInsights.report.quizType.${x.quizType}`, {
                          defaultValue: x.quizType,
                        })}
                    </th>
                    <td className={styles.num}>
                      {x.correct}/{x.total}
                    </td>
                    <td>{dateTimeLabel(x.completedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
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
