/** The discovery feature's public surface (route modules import from here). */
export { DiscoveryZonesPage } from './components/zones-page.tsx';
export {
  DiscoveryZonePage,
  ZoneView as DiscoveryZoneView,
  type DiscoveryZonePageProps,
} from './components/zone-page.tsx';
export { discoveryKeys } from './api/keys.ts';
