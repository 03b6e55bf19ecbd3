import { PromoFlyer } from '../../../features/classrooms/classes/index.ts';

/** /classroom/promo-flyer */
export default function PromoFlyerPage() {
  return <PromoFlyer />;
}
