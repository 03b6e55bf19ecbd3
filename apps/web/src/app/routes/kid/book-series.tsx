import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /book-series/:seriesId? */
export default function BookSeriesPage() {
  return <PlaceholderPage name="book-series" art="booksStack" />;
}
