import { useTranslation } from 'react-i18next';
import { canUseRewardVault } from '@pagebird/contract';
import { RewardVault } from '../../../features/rewards/index.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import { Page } from '../../layouts/page.tsx';

/** /my-stuff/reward-vault — spend gems (children over 6; younger ones see when it opens). */
export default function RewardVaultPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Page
      title={t('routes.reward-vault')}
      intro={canUseRewardVault(user?.age) ? t('rewards.vault.intro') : undefined}
    >
      <RewardVault />
    </Page>
  );
}
