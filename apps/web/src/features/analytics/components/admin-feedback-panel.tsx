import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { ADMIN_DEFAULT_PAGE_SIZE, FEEDBACK_RATINGS, type FeedbackItem } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminFeedback } from '../api/feedback.ts';
import styles from './admin-feedback-panel.module.css';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** How many messages of the page gave each rating: a bar per rating, widths in percent. */
function RatingBars({ items }: { items: FeedbackItem[] }) {
  const { t } = useTranslation();
  const max = Math.max(
    1,
    ...FEEDBACK_RATINGS.map((r) => items.filter((i) => i.rating === r).length),
  );
  const avg = items.length ? items.reduce((s, i) => s + i.rating, 0) / items.length : null;
  return (
    <div className={styles.bars}>
      <p className={styles.avg}>
        {t('ledger.admin.average')}: <strong>{avg === null ? '—' : avg.toFixed(1)}</strong>
      </p>
      <ul aria-label={t('ledger.admin.ratings')} className={styles.barList}>
        {[...FEEDBACK_RATINGS].reverse().map((r) => {
          const n = items.filter((i) => i.rating === r).length;
          return (
            <li key={r} className={styles.barRow}>
              <span className={styles.barLabel}>{t('ledger.form.ratingValue', { count: r })}</span>
              <span className={styles.barTrack} aria-hidden>
                <span className={styles.bar} style={{ width: `${(100 * n) / max}%` }} />
              </span>
              <span className={styles.barCount}>{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The feedback readers sent, for the admin dashboard (newest first, searchable, paged). */
export function AdminFeedbackPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const q = useAdminFeedback({
    page,
    size: ADMIN_DEFAULT_PAGE_SIZE,
    ...(search.trim() ? { search: search.trim() } : {}),
  });
  const data = q.data;
  return (
    <Card className={styles.panel} aria-labelledby="admin-feedback-title">
      <div className={styles.head}>
        <h2 id="admin-feedback-title" className={styles.title}>
          {t('ledger.admin.title')}
        </h2>
        {data ? (
          <span className={styles.total}>
            {t('ledger.admin.total', { count: data.totalElements })}
          </span>
        ) : null}
      </div>
      <TextField
        label={t('ledger.admin.search')}
        type="search"
        value={search}
        maxLength={200}
        counterText={() => ''}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(0);
        }}
      />
      {q.isPending ? <Spinner /> : null}
      {q.isError ? <p role="alert">{errorMessage(q.error)}</p> : null}
      {data && data.content.length === 0 ? <EmptyState title={t('ledger.admin.empty')} /> : null}
      {data && data.content.length > 0 ? (
        <div className={styles.layout}>
          <RatingBars items={data.content} />
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="admin-feedback-table">
              <thead>
                <tr>
                  <th scope="col">{t('ledger.admin.date')}</th>
                  <th scope="col">{t('ledger.admin.from')}</th>
                  <th scope="col">{t('ledger.admin.page')}</th>
                  <th scope="col">{t('ledger.admin.rating')}</th>
                  <th scope="col">{t('ledger.admin.message')}</th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((f) => (
                  <tr key={f.id}>
                    <td className={styles.nowrap}>{dateTime.format(new Date(f.createdAt))}</td>
                    <td>
                      <span className={styles.who}>{f.authorName ?? '—'}</span>
                      <span className={styles.sub}>
                        {f.authorEmail ?? ''} · {f.role}
                      </span>
                    </td>
                    <td className={styles.mono}>{f.page}</td>
                    <td className={styles.nowrap}>
                      <span className={styles.visuallyHidden}>
                        {t('ledger.form.ratingValue', { count: f.rating })}
                      </span>
                      <span aria-hidden className={styles.stars}>
                        {Array.from({ length: f.rating }, (_, i) => (
                          <Star key={i} size={14} />
                        ))}
                      </span>
                    </td>
                    <td className={styles.message}>{f.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      {data && data.totalPages > 1 ? (
        <nav className={styles.pager} aria-label={t('ledger.admin.title')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('ledger.admin.previous')}
          </Button>
          <span>{t('ledger.admin.pageOf', { page: page + 1, pages: data.totalPages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page + 1 >= data.totalPages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('ledger.admin.next')}
          </Button>
        </nav>
      ) : null}
    </Card>
  );
}
