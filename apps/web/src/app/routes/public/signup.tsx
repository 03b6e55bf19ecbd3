import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /signup — `?required=true` when a subscription is needed (spec §4). */
export default function SignupPage() {
  const [params] = useSearchParams();
  const required = params.get('required') === 'true';
  return (
    <PlaceholderPage
      name="signup"
      art="familyReading"
      width="narrow"
      copyKey={required ? 'signupRequired' : 'signup'}
    />
  );
}
