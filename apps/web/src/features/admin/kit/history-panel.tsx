import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { adminCommonApi, type AuditEntity, type AuditEntry } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { callApi, errorMessage } from '../../../lib/api-client.ts';
import styles from './kit.module.css';

export const adminHistoryKey = (entity: AuditEntity, entityId: string) =>
  ['admin-audit', entity, entityId] as const;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields an audit entry changed: every top-level key whose JSON differs between before and
 * after (a create lists every field of after, a delete every field of before).
 */
export function diffEntry(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: '', before, after }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({ field: k, before: b[k], after: a[k] }));
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const auditDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

export function formatAuditValue(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  // Timestamps (createdAt, updatedAt, dates) read as dates, not as raw ISO text.
  if (typeof v === 'string' && ISO_TIMESTAMP.test(v) && !Number.isNaN(Date.parse(v))) {
    return auditDateTime.format(new Date(v));
  }
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The item's audit entries (GET /api/admin/audit?entity=&entityId=), newest first: who, what,
 * when and the changed fields before → after (issue 13 item 7).
 */
export function AdminHistoryPanel({ entity, entityId }: { entity: AuditEntity; entityId: string }) {
  const { t } = useTranslation();
  const [size, setSize] = useState(10);
  const history = useQuery({
    queryKey: [...adminHistoryKey(entity, entityId), size],
    queryFn: ({ signal }) =>
      callApi(adminCommonApi.audit, {
        query: { entity, entityId, size, page: 0, sort: 'at,desc' },
        signal,
      }),
  });
  const headingId = `history-${entity}-${entityId}`;
  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <History size={18} aria-hidden="true" /> {t('adminCore.kit.history')}
      </h2>
      {history.isPending ? <Spinner label={t('adminCore.kit.loading')} /> : null}
      {history.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(history.error)}
        </p>
      ) : null}
      {history.data && history.data.content.length === 0 ? (
        <p className={styles.muted}>{t('adminCore.kit.historyEmpty')}</p>
      ) : null}
      {history.data && history.data.content.length > 0 ? (
        <ol className={styles.historyList}>
          {history.data.content.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      ) : null}
      {history.data && history.data.totalElements > history.data.content.length && size < 100 ? (
        <Button size="sm" variant="ghost" onClick={() => setSize((s) => Math.min(100, s + 20))}>
          {t('adminCore.kit.historyMore')}
        </Button>
      ) : null}
    </section>
  );
}

function HistoryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = diffEntry(entry.before, entry.after);
  return (
    <li className={styles.historyItem} data-testid="audit-entry">
      <div className={styles.historyHead}>
        <strong>{t(`adminCore.kit.action${entry.action}`)}</strong>
        <span className={styles.historyMeta}>
          <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>{' '}
          {entry.actorEmail
            ? t('adminCore.kit.historyBy', { email: entry.actorEmail })
            : t('adminCore.kit.historySystem')}
        </span>
      </div>
      {changes.length === 0 ? (
        <p className={styles.historyMeta}>{t('adminCore.kit.historyNoChange')}</p>
      ) : (
        <table className={styles.diff}>
          <thead>
            <tr>
              <th scope="col">{t('adminCore.kit.historyField')}</th>
              <th scope="col">{t('adminCore.kit.historyBefore')}</th>
              <th scope="col">{t('adminCore.kit.historyAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field}>
                <th scope="row">{c.field}</th>
                <td className={styles.before}>{formatAuditValue(c.before)}</td>
                <td className={styles.after}>{formatAuditValue(c.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
