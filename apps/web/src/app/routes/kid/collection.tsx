import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /collection/:id — educator or student collection. */
export default function CollectionPage() {
  return <PlaceholderPage name="collection" art="emptyShelf" />;
}
