import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /browse — the reader's bookshelf. */
export default function BrowsePage() {
  return <PlaceholderPage name="browse" art="emptyShelf" />;
}
