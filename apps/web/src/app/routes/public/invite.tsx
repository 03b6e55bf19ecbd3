import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /invite/:token — same screen as sign-up. */
export default function InvitePage() {
  return <PlaceholderPage name="invite" art="familyReading" width="narrow" />;
}
