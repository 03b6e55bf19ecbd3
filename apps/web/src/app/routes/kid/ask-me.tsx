import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /ask-pagebird — the ask-me companion. */
export default function AskMePage() {
  return <PlaceholderPage name="ask-me" art="mascot" />;
}
