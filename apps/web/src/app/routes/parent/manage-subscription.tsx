import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /manage-subscription */
export default function ManageSubscriptionPage() {
  return <PlaceholderPage name="manage-subscription" art="booksStack" width="narrow" />;
}
