import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { useClassAssignments } from '../api/assignments.ts';
import { formatDue } from './my-assignments.tsx';
import styles from './assignments.module.css';

/**
 * The class page's "Assigned and hidden": every book or collection assigned to the class or to
 * students of it (who, due date, students done of total with a bar, overdue), and what is
 * hidden from the class or from single students. Printable.
 */
export function ClassAssignmentsSection({ classId }: { classId: string }) {
  const { t, i18n } = useTranslation();
  const view = useClassAssignments(classId);
  const who = (type: 'USER' | 'CLASSROOM', students: Array<{ name: string }>) =>
    type === 'CLASSROOM'
      ? t('assignments.section.wholeClass')
      : students.map((s) => s.name).join(', ');
  const kind = (c: 'BOOK' | 'COLLECTION') =>
    c === 'BOOK' ? t('assignments.section.book') : t('assignments.section.collection');

  return (
    <Card as="section" className={styles.section} aria-labelledby={`assignments-${classId}`}>
      <h2 id={`assignments-${classId}`}>{t('assignments.section.title')}</h2>
      {view.isError && <p role="alert">{t('assignments.loadFailed')}</p>}
      {view.isPending && <Skeleton height={120} />}
      {view.data && (
        <>
          <h3>{t('assignments.section.assigned')}</h3>
          {view.data.assignments.length === 0 ? (
            <p className={styles.muted}>{t('assignments.section.none')}</p>
          ) : (
            <table className={styles.table} data-testid="class-assignments">
              <thead>
                <tr>
                  <th scope="col">{t('assignments.section.content')}</th>
                  <th scope="col">{t('assignments.section.forWhom')}</th>
                  <th scope="col">{t('assignments.section.due')}</th>
                  <th scope="col">{t('assignments.section.progress')}</th>
                </tr>
              </thead>
              <tbody>
                {view.data.assignments.map((a) => (
                  <tr key={a.key}>
                    <td>
                      <span className={styles.kind}>{kind(a.contentType)}</span>
                      {a.title}
                    </td>
                    <td>{who(a.type, a.students)}</td>
                    <td>
                      {a.dueDate
                        ? formatDue(a.dueDate, i18n.language)
                        : t('assignments.section.noDue')}
                      {a.overdue && (
                        <span className={styles.overdue}>{t('assignments.section.overdue')}</span>
                      )}
                    </td>
                    <td>
                      <div className={styles.progress}>
                        <progress
                          max={Math.max(a.total, 1)}
                          value={a.done}
                          aria-label={t('assignments.section.doneOf', {
                            done: a.done,
                            total: a.total,
                          })}
                        />
                        <span>
                          {t('assignments.section.doneOf', { done: a.done, total: a.total })}
                        </span>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3>{t('assignments.section.hidden')}</h3>
          {view.data.hidden.length === 0 ? (
            <p className={styles.muted}>{t('assignments.section.noneHidden')}</p>
          ) : (
            <table className={styles.table} data-testid="class-hidden">
              <thead>
                <tr>
                  <th scope="col">{t('assignments.section.content')}</th>
                  <th scope="col">{t('assignments.section.forWhom')}</th>
                </tr>
              </thead>
              <tbody>
                {view.data.hidden.map((h) => (
                  <tr key={h.key}>
                    <td>
                      <span className={styles.kind}>{kind(h.contentType)}</span>
                      {h.title}
                    </td>
                    <td>{who(h.type, h.students)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Card>
  );
}
