import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /classroom/promo-flyer */
export default function PromoFlyerPage() {
  return <PlaceholderPage name="promo-flyer" art="familyReading" width="narrow" />;
}
