import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /educator-signup */
export default function EducatorSignupPage() {
  return <PlaceholderPage name="educator-signup" art="classroom" width="narrow" />;
}
