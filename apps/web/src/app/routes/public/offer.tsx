import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /offer — the home subscription offer after class time. */
export default function OfferPage() {
  return <PlaceholderPage name="offer" art="familyReading" width="narrow" />;
}
