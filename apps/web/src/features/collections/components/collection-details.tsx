import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Compass, FolderMinus, Pencil, School, Trash2, Users } from 'lucide-react';
import { AppErrorCode, MESSAGES, href, type UserCollectionDetails } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { BookGrid } from '../../../components/books/book-grid.tsx';
import { visibleOwner } from '../../../components/collections/collection-card.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useCollectionAssignments } from '../api/collection-assignments.ts';
import { useRemoveContent } from '../api/remove-content.ts';
import { toCollectionCard } from '../lib/to-card.ts';
import { useCollectionDialogs } from './collection-dialogs.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import styles from './collections.module.css';

/** The way back from a collection to the list it came from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      {children}
    </Link>
  );
}

/** Owner (hidden for a collection titled Favorites), number of books, and who chose it. */
export function CollectionSummary({ collection }: { collection: UserCollectionDetails }) {
  const { t } = useTranslation();
  const owner = visibleOwner(toCollectionCard(collection));
  return (
    <span className={styles.summary}>
      {owner ? (
        <span data-testid="collection-owner">{t('collections.card.by', { name: owner })}</span>
      ) : null}
      <span className={styles.summaryTotal}>
        {t('collections.card.books', { count: collection.total })}
      </span>
      {collection.owned ? null : (
        <span className={styles.readOnly}>{t('collections.collection.readOnly')}</span>
      )}
    </span>
  );
}

/** Rename and Delete (asks first) for the owner of the collection. */
export function CollectionOwnerActions({
  collection,
  onDeleted,
}: {
  collection: UserCollectionDetails;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const dialogs = useCollectionDialogs();
  if (!collection.owned) return null;
  return (
    <>
      <Button
        variant="secondary"
        icon={<Pencil size={18} aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => dialogs.rename(collection)}
      >
        {t('collections.card.rename')}
      </Button>
      <Button
        variant="ghost"
        className={styles.dangerGhost}
        icon={<Trash2 size={18} aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => dialogs.remove(collection, { onDeleted })}
      >
        {t('collections.card.delete')}
      </Button>
    </>
  );
}

function RemoveFromCollectionButton({
  collectionId,
  bookId,
  title,
}: {
  collectionId: string;
  bookId: string;
  title: string;
}) {
  const { t } = useTranslation();
  // Notified from the hook: the card (and this button) leaves the page as soon as it is clicked.
  const remove = useRemoveContent({
    onSuccess: () => notify.success(t('collections.collection.removed', { title })),
    onError: (e) => notify.error(errorMessage(e)),
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      iconOnly
      className={styles.removeBook}
      icon={<FolderMinus size={20} aria-hidden="true" />}
      aria-label={t('collections.collection.removeBook', { title })}
      title={t('collections.collection.removeShort')}
      loading={remove.isPending}
      onClick={() => remove.mutate({ collectionId, bookId })}
    />
  );
}

/** The books of a collection; the owner can take one out. */
export function CollectionBooks({ collection }: { collection: UserCollectionDetails }) {
  const { t } = useTranslation();
  return (
    <BookGrid
      books={collection.books}
      label={collection.title}
      headingLevel={2}
      actions={(book) => (
        <>
          <FavoriteButton bookId={book.id} title={book.title} />
          {collection.owned ? (
            <RemoveFromCollectionButton
              collectionId={collection.id}
              bookId={book.id}
              title={book.title}
            />
          ) : null}
        </>
      )}
      emptyState={
        <EmptyState
          illustration={<Art name="emptyShelf" decorative size={220} />}
          title={t('collections.collection.emptyTitle')}
          action={
            <ButtonLink to={href('browse')} icon={<Compass size={20} aria-hidden="true" />}>
              {t('collections.collection.findBooks')}
            </ButtonLink>
          }
        >
          <p>{t('collections.collection.emptyText')}</p>
        </EmptyState>
      }
    />
  );
}

/** Where the teacher's collection is assigned (read-only summary of GET /:id/assignments). */
export function CollectionAssignments({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const assignments = useCollectionAssignments(collectionId);
  const classes = new Set<string>();
  const students = new Set<string>();
  for (const a of assignments.data ?? []) {
    for (const id of a.ids) (a.type === 'CLASSROOM' ? classes : students).add(id);
  }
  return (
    <section className={styles.assignPanel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.assignTitle}>
        {t('collections.collection.assignHeading')}
      </h2>
      {assignments.isPending ? (
        <Spinner />
      ) : assignments.isError ? (
        <p>{t('collections.collection.assignLoadFailed')}</p>
      ) : classes.size + students.size === 0 ? (
        <p className={styles.hint}>{t('collections.collection.assignNone')}</p>
      ) : (
        <ul className={styles.assignList}>
          {classes.size ? (
            <li>
              <School size={20} aria-hidden="true" />
              {t('collections.collection.assignClasses', { count: classes.size })}
            </li>
          ) : null}
          {students.size ? (
            <li>
              <Users size={20} aria-hidden="true" />
              {t('collections.collection.assignStudents', { count: students.size })}
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

/** A collection that could not be loaded: not found (or not yours), or another failure. */
export function CollectionLoadError({
  error,
  backTo,
  backLabel,
  onRetry,
}: {
  error: unknown;
  backTo: string;
  backLabel: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const notFound =
    isApiError(error) &&
    (error.code === AppErrorCode.NOT_FOUND || error.status === 404 || error.status === 400);
  return (
    <EmptyState
      illustration={<Art name={notFound ? 'lostBird' : 'stormCloud'} decorative size={220} />}
      title={notFound ? t('collections.collection.notFoundTitle') : MESSAGES.generic}
      action={
        <>
          {notFound ? null : (
            <Button variant="secondary" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          )}
          <ButtonLink to={backTo}>{backLabel}</ButtonLink>
        </>
      }
    >
      {notFound ? <p>{MESSAGES.collectionNotFound}</p> : null}
    </EmptyState>
  );
}
