import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /my-stuff/frames */
export default function MyStuffFramesPage() {
  return <PlaceholderPage name="my-stuff-frames" art="mascot" />;
}
