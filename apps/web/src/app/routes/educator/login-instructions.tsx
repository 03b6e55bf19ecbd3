import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /login-instructions */
export default function LoginInstructionsPage() {
  return <PlaceholderPage name="login-instructions" art="classroom" width="narrow" />;
}
