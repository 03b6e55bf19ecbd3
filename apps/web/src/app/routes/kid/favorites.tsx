import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /favorites — books marked with a heart. */
export default function FavoritesPage() {
  return <PlaceholderPage name="favorites" art="booksStack" />;
}
