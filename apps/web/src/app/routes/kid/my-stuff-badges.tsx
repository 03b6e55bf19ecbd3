import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { href } from '@pagebird/contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { BadgesList } from '../../../features/rewards/index.ts';
import { Page } from '../../layouts/page.tsx';

/** /my-stuff/badges — every badge, earned or still to earn. */
export default function MyStuffBadgesPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('routes.my-stuff-badges')}
      intro={t('rewards.badges.intro')}
      actions={
        <ButtonLink
          to={href('my-stuff')}
          variant="ghost"
          icon={<ArrowLeft size={20} aria-hidden="true" />}
        >
          {t('rewards.common.backToMyStuff')}
        </ButtonLink>
      }
    >
      <BadgesList />
    </Page>
  );
}
