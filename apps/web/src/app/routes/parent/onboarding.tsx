import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /onboarding — first steps after sign-up. */
export default function OnboardingPage() {
  return <PlaceholderPage name="onboarding" art="familyReading" width="narrow" />;
}
