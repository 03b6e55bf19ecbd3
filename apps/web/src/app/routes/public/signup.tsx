import { useSearchParams } from 'react-router';
import { SignupFlow } from '../../../features/family/billing/index.ts';

/** /signup — `?required=true` when a subscription is needed (spec §4). */
export default function SignupPage() {
  const [params] = useSearchParams();
  return <SignupFlow required={params.get('required') === 'true'} />;
}
