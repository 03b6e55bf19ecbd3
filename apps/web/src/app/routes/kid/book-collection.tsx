import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /book-collection/:collectionId */
export default function BookCollectionPage() {
  return <PlaceholderPage name="book-collection" art="emptyShelf" />;
}
