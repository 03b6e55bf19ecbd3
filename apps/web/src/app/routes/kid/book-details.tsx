import { useParams } from 'react-router';
import { BookDetailsPage } from '../../../features/catalogue/index.ts';
import { AddToCollectionButton, FavoriteButton } from '../../../features/collections/index.ts';
import { logClickBook } from '../../../features/reader/api/click-book.ts';
import { ShareHideButton } from '../../../features/family/insights/index.ts';
import { AssignButton } from '../../../features/classrooms/assignments/index.ts';

/** /book-details/:bookId — the book (catalogue) with favorite and collection actions and Read (reader). */
export default function BookDetailsRoute() {
  const { bookId = '' } = useParams();
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
          <ShareHideButton bookId={book.id} title={book.title} />
          <AssignButton kind="BOOK" contentId={book.id} title={book.title} />
        </>
      )}
    />
  );
}
