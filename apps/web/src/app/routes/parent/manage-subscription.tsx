import { useTranslation } from 'react-i18next';
import { ManageSubscription } from '../../../features/family/billing/index.ts';
import { Page } from '../../layouts/page.tsx';

/** /manage-subscription — plan, cancel or restore, cards (spec §7 "Subscription"). */
export default function ManageSubscriptionPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.manage-subscription')} width="normal">
      <ManageSubscription />
    </Page>
  );
}
