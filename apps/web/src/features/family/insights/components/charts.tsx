import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReadingLevelPoint } from '@pagebird/contract';

/**
 * The dashboard's charts (Recharts). This module is loaded lazily (charts-lazy.tsx), so the
 * charting library stays out of the entry chunk and out of every child-facing page.
 */

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function MinutesChart({
  data,
  label,
  minutesLabel,
}: {
  data: Array<{ date: string; minutes: number }>;
  label: string;
  minutesLabel: string;
}) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height: 220 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#eadfcd" />
          <XAxis
            dataKey="date"
            tickFormatter={shortDay}
            tick={{ fontSize: 12 }}
            minTickGap={12}
            interval="preserveStartEnd"
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip
            labelFormatter={(d) => shortDay(String(d))}
            formatter={(v) => [v, minutesLabel]}
          />
          <Bar dataKey="minutes" name={minutesLabel} fill="#2f6fde" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function LevelChart({
  data,
  label,
  levelLabel,
}: {
  data: ReadingLevelPoint[];
  label: string;
  levelLabel: string;
}) {
  const points = data.map((p) => ({ ...p, shown: `${p.system} ${p.value}` }));
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height: 200 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#eadfcd" />
          <XAxis dataKey="dateTaken" tickFormatter={shortDay} tick={{ fontSize: 12 }} />
          <YAxis domain={[0, 'auto']} tick={{ fontSize: 12 }} />
          <Tooltip
            labelFormatter={(d) => shortDay(String(d))}
            formatter={(v, _n, item) => [
              `${(item.payload as { shown: string }).shown} (${String(v)})`,
              levelLabel,
            ]}
          />
          <Line
            type="monotone"
            dataKey="approximateLevel"
            name={levelLabel}
            stroke="#e2487d"
            strokeWidth={2}
            dot={{ r: 4 }}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
