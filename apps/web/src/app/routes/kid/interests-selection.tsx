import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /interests-selection */
export default function InterestsSelectionPage() {
  return <PlaceholderPage name="interests-selection" art="familyReading" />;
}
