import { useParams } from 'react-router';
import { BookDetailsPage } from '../../../features/catalogue/index.ts';
import { AddToCollectionButton, FavoriteButton } from '../../../features/collections/index.ts';

/** /book-details/:bookId — the book (catalogue) with favorite and collection actions. */
export default function BookDetailsRoute() {
  const { bookId = '' } = useParams();
  return (
    <BookDetailsPage
      key={bookId}
      bookId={bookId}
      actions={(book) => (
        <>
          <FavoriteButton
            bookId={book.id}
            title={book.title}
            isFavorite={book.isFavorite}
            appearance="labelled"
          />
          <AddToCollectionButton bookId={book.id} title={book.title} />
        </>
      )}
    />
  );
}
