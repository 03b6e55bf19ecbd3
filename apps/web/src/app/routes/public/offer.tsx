import { OfferPage } from '../../../features/family/billing/index.ts';

/** /offer — the home subscription offer after class time (spec §4 "Class time is over"). */
export default function Offer() {
  return <OfferPage />;
}
