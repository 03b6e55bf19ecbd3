import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /my-stuff/avatars */
export default function MyStuffAvatarsPage() {
  return <PlaceholderPage name="my-stuff-avatars" art="mascot" />;
}
