import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /my-stuff/reward-vault (children over 6). */
export default function RewardVaultPage() {
  return <PlaceholderPage name="reward-vault" art="booksStack" />;
}
