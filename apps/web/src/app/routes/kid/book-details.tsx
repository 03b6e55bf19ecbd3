import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /book-details/:bookId */
export default function BookDetailsPage() {
  return <PlaceholderPage name="book-details" art="booksStack" />;
}
