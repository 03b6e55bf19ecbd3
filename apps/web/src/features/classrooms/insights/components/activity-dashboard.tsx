import { StatTiles } from '../../../../components/ui/stat-tiles.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Printer } from 'lucide-react';
import { href, type TeacherActivity } from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { browserTimeZone } from '../../../../lib/time-zone.ts';
import { MinutesChart } from '../../../family/insights/index.ts';
import { useTeacherActivity } from '../api/activity.ts';
import { ClassBooks } from './class-dashboard.tsx';
import { dayLabel, percent, printPart } from './format.ts';
import { RangeControl } from './range-control.tsx';
import styles from './insights.module.css';

/** The educator home's activity dashboard: reading across all the educator's classes. */
export function TeacherActivitySection() {
  const { t } = useTranslation();
  const tz = useMemo(() => browserTimeZone(), []);
  const [days, setDays] = useState(30);
  const q = useTeacherActivity(days, tz);
  const none = t('classInsights.none');
  const columns: Column<TeacherActivity['classes'][number]>[] = [
    {
      key: 'name',
      rowHeader: true,
      header: t('classInsights.activity.columns.name'),
      cell: (c) => (
        <>
          <Link to={href('classroom', { classId: c.id })}>{c.name}</Link>
          {c.archived ? (
            <span className={styles.muted}> ({t('classInsights.activity.archived')})</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'active',
      numeric: true,
      header: t('classInsights.activity.columns.active'),
      cell: (c) => `${c.totals.activeStudents}/${c.totals.students}`,
    },
    {
      key: 'minutes',
      numeric: true,
      header: t('classInsights.activity.columns.minutes'),
      cell: (c) => c.totals.minutesRead,
    },
    {
      key: 'finished',
      numeric: true,
      header: t('classInsights.activity.columns.finished'),
      cell: (c) => c.totals.booksFinished,
    },
    {
      key: 'quizAverage',
      numeric: true,
      header: t('classInsights.activity.columns.quizAverage'),
      cell: (c) => percent(c.totals.quizAverage, none),
    },
  ];

  return (
    <section
      aria-labelledby="teacher-activity-title"
      className={styles.section}
      data-print-part="activity"
      data-testid="teacher-activity"
    >
      <div className={styles.sectionHead}>
        <div>
          <h2 id="teacher-activity-title" className={styles.sectionTitle}>
            {t('classInsights.activity.title')}
          </h2>
          <p className={styles.muted}>
            {q.data
              ? t('classInsights.periodLabel', {
                  from: dayLabel(q.data.from),
                  to: dayLabel(q.data.to),
                })
              : t('classInsights.activity.intro')}
          </p>
        </div>
        <div className={`${styles.headActions} ${styles.noPrint}`}>
          <RangeControl days={days} onChange={setDays} />
          <Button
            size="sm"
            variant="ghost"
            icon={<Printer size={16} aria-hidden="true" />}
            onClick={() => printPart('activity')}
          >
            {t('classInsights.classDashboard.print')}
          </Button>
        </div>
      </div>
      {q.isPending ? (
        <Skeleton height={240} radius={16} />
      ) : q.isError ? (
        <Card className={styles.card}>
          <p role="alert">
            {t('classInsights.loadFailed')} {errorMessage(q.error)}
          </p>
        </Card>
      ) : q.data.classes.length === 0 ? (
        <p className={styles.muted}>{t('classInsights.activity.noClasses')}</p>
      ) : (
        <div className={styles.stack}>
          <StatTiles
            tiles={
              [
                ['students', t('classInsights.totals.students'), q.data.totals.students],
                [
                  'activeStudents',
                  t('classInsights.totals.activeStudents'),
                  q.data.totals.activeStudents,
                ],
                ['minutesRead', t('classInsights.totals.minutesRead'), q.data.totals.minutesRead],
                [
                  'booksFinished',
                  t('classInsights.totals.booksFinished'),
                  q.data.totals.booksFinished,
                ],
                [
                  'quizAverage',
                  t('classInsights.totals.quizAverage'),
                  percent(q.data.totals.quizAverage, none),
                ],
              ] as const
            }
          />
          <div className={`${styles.charts} ${styles.chartsPair}`}>
            <Card className={styles.card}>
              <h3 className={styles.cardTitle}>{t('classInsights.activity.chartTitle')}</h3>
              <MinutesChart
                data={q.data.minutesPerDay}
                label={t('classInsights.activity.chartLabel')}
                minutesLabel={t('classInsights.minutes')}
              />
            </Card>
            <Card className={styles.card}>
              <h3 className={styles.cardTitle}>{t('classInsights.activity.classesTitle')}</h3>
              <DataTable
                scroll
                data-testid="activity-classes-table"
                caption={t('classInsights.activity.classesCaption')}
                hideCaption
                columns={columns}
                rows={q.data.classes}
                rowKey={(c) => c.id}
              />
            </Card>
          </div>
          <ClassBooks classId={undefined} days={days} tz={tz} />
        </div>
      )}
    </section>
  );
}
