import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /my-stuff/badges */
export default function MyStuffBadgesPage() {
  return <PlaceholderPage name="my-stuff-badges" art="mascot" />;
}
