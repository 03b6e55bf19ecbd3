import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Class dashboard charts (Recharts), loaded lazily through charts-lazy.tsx so the charting
 * library stays out of the entry chunk. Same colours as the parent dashboard.
 */
export function StudentMinutesChart({
  data,
  label,
  minutesLabel,
}: {
  data: Array<{ name: string; minutes: number }>;
  label: string;
  minutesLabel: string;
}) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#eadfcd" />
          <XAxis
            dataKey="name"
            interval={0}
            angle={-40}
            textAnchor="end"
            height={76}
            tick={{ fontSize: 11 }}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => [v, minutesLabel]} />
          <Bar dataKey="minutes" name={minutesLabel} fill="#e2487d" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
