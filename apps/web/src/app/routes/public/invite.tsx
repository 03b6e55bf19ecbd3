import { useParams } from 'react-router';
import { SignupFlow } from '../../../features/family/billing/index.ts';

/** /invite/:token — the sign-up screen with an invitation's free subscription (spec §2). */
export default function InvitePage() {
  const { token } = useParams();
  return <SignupFlow invitationToken={token ?? null} />;
}
