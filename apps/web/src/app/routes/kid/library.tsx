import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /library — educator or student library. */
export default function LibraryPage() {
  return <PlaceholderPage name="library" art="emptyShelf" />;
}
