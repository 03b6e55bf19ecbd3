import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { adminCoreApi } from '@pagebird/contract';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { callApi, errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import { AdminFeedbackPanel } from '../../analytics/index.ts';
import { AdminPageFrame } from '../kit/index.ts';
import kit from '../kit/kit.module.css';
import styles from './dashboard.module.css';
import { formatCents } from './format.ts';

const COLORS = ['#2f6fde', '#2e9e6a', '#ffc93c', '#e2487d', '#ff8a3d', '#7cc8f4'];
/** Axis labels and legends at the panel's small text size (Recharts' default is larger). */
const TICK = { fontSize: 12, fill: '#5b5570' };
const LEGEND = { fontSize: 13 };

/** /admin/dashboard: catalogue, readers, subscriptions, revenue and reading at a glance. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const q = useQuery({
    queryKey: ['admin-dashboard'],
    queryFn: ({ signal }) => callApi(adminCoreApi.dashboard, { signal }),
  });
  const d = q.data;
  return (
    <AdminPageFrame
      title={t('admin.navDashboard')}
      eyebrow={session.email ? t('adminCore.dashboard.signedInAs', { email: session.email }) : null}
    >
      {q.isPending ? <PageSpinner label={t('adminCore.kit.loading')} /> : null}
      {q.isError ? (
        <div className={kit.alert} role="alert">
          {t('adminCore.dashboard.loadFailed')} {errorMessage(q.error)}
        </div>
      ) : null}
      {d ? (
        <>
          <div className={styles.tiles}>
            <Tile label={t('adminCore.dashboard.booksActive')} value={d.catalogue.active} />
            <Tile label={t('adminCore.dashboard.booksInactive')} value={d.catalogue.inactive} />
            <Tile label={t('adminCore.dashboard.children')} value={d.readers.children} />
            <Tile label={t('adminCore.dashboard.students')} value={d.readers.students} />
            <Tile label={t('adminCore.dashboard.active7')} value={d.readers.active7} />
            <Tile label={t('adminCore.dashboard.active30')} value={d.readers.active30} />
            <Tile label={t('adminCore.dashboard.parents')} value={d.readers.parents} />
            <Tile label={t('adminCore.dashboard.teachers')} value={d.readers.teachers} />
          </div>
          <div className={styles.charts}>
            <Panel title={t('adminCore.dashboard.byFormat')}>
              <ResponsiveContainer width="100%" height={220}>
                <BarChart data={d.catalogue.byFormat}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="fileType" tick={TICK} />
                  <YAxis allowDecimals={false} tick={TICK} width={40} />
                  <Tooltip />
                  <Legend wrapperStyle={LEGEND} />
                  <Bar
                    dataKey="active"
                    name={t('adminCore.dashboard.active')}
                    stackId="a"
                    fill={COLORS[1]}
                  />
                  <Bar
                    dataKey="inactive"
                    name={t('adminCore.dashboard.inactive')}
                    stackId="a"
                    fill="#cfc6b6"
                  />
                </BarChart>
              </ResponsiveContainer>
            </Panel>
            <Panel title={t('adminCore.dashboard.subscriptions')}>
              {d.subscriptions.length === 0 ? (
                <p className={kit.muted}>{t('adminCore.dashboard.noSubscriptions')}</p>
              ) : (
                <ResponsiveContainer width="100%" height={220}>
                  <PieChart>
                    <Pie
                      data={d.subscriptions}
                      dataKey="count"
                      nameKey="status"
                      innerRadius={50}
                      outerRadius={85}
                      label
                      // A single slice would show its white border as a seam.
                      stroke={d.subscriptions.length > 1 ? '#fff' : 'none'}
                    >
                      {d.subscriptions.map((s, i) => (
                        <Cell key={s.status} fill={COLORS[i % COLORS.length]} />
                      ))}
                    </Pie>
                    <Tooltip />
                    <Legend wrapperStyle={LEGEND} />
                  </PieChart>
                </ResponsiveContainer>
              )}
            </Panel>
            <Panel
              title={t('adminCore.dashboard.revenue')}
              note={t('adminCore.dashboard.revenueTotal', {
                amount: formatCents(d.revenue.reduce((n, r) => n + r.cents, 0)),
              })}
            >
              <ResponsiveContainer width="100%" height={220}>
                <BarChart data={d.revenue.map((r) => ({ ...r, amount: r.cents / 100 }))}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="month" tick={TICK} />
                  <YAxis allowDecimals={false} tick={TICK} width={40} />
                  <Tooltip formatter={(v) => formatCents(Number(v) * 100)} />
                  <Bar dataKey="amount" name={t('adminCore.dashboard.amount')} fill={COLORS[0]} />
                </BarChart>
              </ResponsiveContainer>
            </Panel>
            <Panel
              title={t('adminCore.dashboard.reading')}
              note={t('adminCore.dashboard.readingTotal', {
                minutes: Math.round(d.reading.reduce((n, r) => n + r.minutes, 0)),
              })}
            >
              <ResponsiveContainer width="100%" height={220}>
                <LineChart data={d.reading.map((r) => ({ ...r, day: r.day.slice(5) }))}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="day" interval={4} tick={TICK} />
                  <YAxis allowDecimals={false} tick={TICK} width={40} />
                  <Tooltip />
                  <Line
                    type="monotone"
                    dataKey="minutes"
                    name={t('adminCore.dashboard.minutes')}
                    stroke={COLORS[3]}
                    strokeWidth={2}
                    dot={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </Panel>
          </div>
        </>
      ) : null}
      <div className={styles.feedback}>
        <AdminFeedbackPanel />
      </div>
    </AdminPageFrame>
  );
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.tile}>
      <span className={styles.tileValue}>{value.toLocaleString('en-US')}</span>
      <span className={styles.tileLabel}>{label}</span>
    </div>
  );
}

function Panel({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2>{title}</h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      {children}
    </section>
  );
}
