import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /my-stuff/stickers */
export default function MyStuffStickersPage() {
  return <PlaceholderPage name="my-stuff-stickers" art="mascot" />;
}
