import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /account-settings */
export default function AccountSettingsPage() {
  return <PlaceholderPage name="account-settings" art="mascot" width="narrow" />;
}
