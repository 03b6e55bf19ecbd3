import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /discovery-zone/:zoneId? — themed worlds with facts and a daily quiz. */
export default function DiscoveryZonePage() {
  return <PlaceholderPage name="discovery-zone" art="hero" />;
}
