import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/spinner.tsx';

const LazyMinutes = lazy(() => import('./charts.tsx').then((m) => ({ default: m.MinutesChart })));
const LazyLevel = lazy(() => import('./charts.tsx').then((m) => ({ default: m.LevelChart })));

function ChartFallback({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('insights.charts.loading')}>
      <Skeleton height={height} radius={8} />
    </div>
  );
}

/** Minutes per day (Recharts, loaded on first use). */
export function MinutesChart(props: ComponentProps<typeof LazyMinutes>) {
  return (
    <Suspense fallback={<ChartFallback height={220} />}>
      <LazyMinutes {...props} />
    </Suspense>
  );
}

/** Reading level over time (Recharts, loaded on first use). */
export function LevelChart(props: ComponentProps<typeof LazyLevel>) {
  return (
    <Suspense fallback={<ChartFallback height={200} />}>
      <LazyLevel {...props} />
    </Suspense>
  );
}
