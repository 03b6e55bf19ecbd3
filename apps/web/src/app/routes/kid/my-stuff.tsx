import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /my-stuff — the reader's locker. */
export default function MyStuffPage() {
  return <PlaceholderPage name="my-stuff" art="mascot" />;
}
