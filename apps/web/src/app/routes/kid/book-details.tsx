import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Role } from '@pagebird/contract';
import { useSession } from '../../../lib/auth/session-store.ts';
import { BookDetailsPage } from '../../../features/catalogue/index.ts';
import { FavoriteButton } from '../../../features/collections/components/favorite-button.tsx';
import { AddToCollectionButton } from '../../../features/collections/components/add-to-collection.tsx';
import { logClickBook } from '../../../features/reader/api/click-book.ts';

/*
 * Share/hide is a parent's button and Assign a teacher's: their modules load only for those
 * roles, not with every child's book page (issue 15, Lighthouse on /book-details).
 */
const ShareHideButton = lazy(() =>
  import('../../../features/family/insights/components/share-hide.tsx').then((m) => ({
    default: m.ShareHideButton,
  })),
);
const AssignButton = lazy(() =>
  import('../../../features/classrooms/assignments/components/assign-panel.tsx').then((m) => ({
    default: m.AssignButton,
  })),
);

/** /book-details/:bookId — the book (catalogue) with favorite and collection actions and Read (reader). */
export default function BookDetailsRoute() {
  const { bookId = '' } = useParams();
  const { role } = useSession();
  return (
    <BookDetailsPage
      key={bookId}
      bookId={bookId}
      onRead={(book) => logClickBook(book.id, 'details')}
      actions={(book) => (
        <>
          <FavoriteButton
            bookId={book.id}
            title={book.title}
            isFavorite={book.isFavorite}
            appearance="labelled"
          />
          <AddToCollectionButton bookId={book.id} title={book.title} />
          {role === Role.PARENT ? (
            <Suspense fallback={null}>
              <ShareHideButton bookId={book.id} title={book.title} />
            </Suspense>
          ) : null}
          {role === Role.TEACHER ? (
            <Suspense fallback={null}>
              <AssignButton kind="BOOK" contentId={book.id} title={book.title} />
            </Suspense>
          ) : null}
        </>
      )}
    />
  );
}
