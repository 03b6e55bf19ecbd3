import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/spinner.tsx';

const LazyStudents = lazy(() =>
  import('./charts.tsx').then((m) => ({ default: m.StudentMinutesChart })),
);

/** Minutes per student (Recharts, loaded on first use). */
export function StudentMinutesChart(props: ComponentProps<typeof LazyStudents>) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div aria-busy="true" aria-label={t('classInsights.chartsLoading')}>
          <Skeleton height={200} radius={8} />
        </div>
      }
    >
      <LazyStudents {...props} />
    </Suspense>
  );
}
