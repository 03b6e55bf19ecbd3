import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /educator/settings */
export default function EducatorSettingsPage() {
  return <PlaceholderPage name="educator-settings" art="mascot" width="narrow" />;
}
