import { useTranslation } from 'react-i18next';
import { RangeControl as PeriodControl } from '../../../../components/ui/range-control.tsx';

/** The period of a class dashboard: the last 7, 30 or 90 days (as on the parent dashboard). */
export function RangeControl({ days, onChange }: { days: number; onChange: (d: number) => void }) {
  const { t } = useTranslation();
  return (
    <PeriodControl
      days={days}
      onChange={onChange}
      label={t('classInsights.range')}
      optionLabel={(count) => t('classInsights.rangeDays', { count })}
    />
  );
}
