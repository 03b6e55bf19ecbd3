import { useTranslation } from 'react-i18next';
import { href, Role } from '@pagebird/contract';
import { BookGrid, BookGridSkeleton } from '../../../../components/books/index.ts';
import { CollectionCard } from '../../../../components/collections/collection-card.tsx';
import { useSession } from '../../../../lib/auth/session-store.ts';
import { useMyAssignments } from '../api/assignments.ts';
import styles from './assignments.module.css';

/** A due date as the reader's locale shows a day ("Jan 10"). */
export function formatDue(date: string, locale?: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * "Assigned to me": the books and collections a teacher assigned to the student or their
 * class, soonest due first, shown first in the student's library. Nothing for other roles or
 * when nothing is assigned.
 */
export function MyAssignments() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const student = role === Role.STUDENT;
  const mine = useMyAssignments(student);
  if (!student || mine.isError) return null;
  if (!mine.data) {
    return (
      <section className={styles.mine} aria-busy="true">
        <BookGridSkeleton count={4} />
      </section>
    );
  }
  const { books, collections } = mine.data;
  if (books.length === 0 && collections.length === 0) return null;
  const dueOf = new Map(books.map((b) => [b.id, b.dueDate]));
  return (
    <section className={styles.mine} aria-labelledby="assigned-to-me" data-testid="my-assignments">
      <h2 id="assigned-to-me">{t('assignments.mine.title')}</h2>
      <BookGrid
        books={books}
        label={t('assignments.mine.title')}
        actions={(b) => {
          const due = dueOf.get(b.id);
          return due ? (
            <span className={styles.due}>
              {t('assignments.mine.due', { date: formatDue(due, i18n.language) })}
            </span>
          ) : null;
        }}
      />
      {collections.length > 0 && (
        <ul className={styles.students} aria-label={t('assignments.mine.collections')}>
          {collections.map((c) => (
            <li key={c.id}>
              <CollectionCard
                collection={{
                  id: c.id,
                  kind: 'USER',
                  title: c.title,
                  ownerName: null,
                  total: c.total,
                  covers: c.coverUrls.slice(0, 4),
                }}
                to={href('collection', { id: c.id })}
                badge={
                  c.dueDate
                    ? t('assignments.mine.due', { date: formatDue(c.dueDate, i18n.language) })
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
