import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /my-stuff/preview */
export default function MyStuffPreviewPage() {
  return <PlaceholderPage name="my-stuff-preview" art="mascot" />;
}
