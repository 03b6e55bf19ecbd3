import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { href } from '@pagebird/contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ItemPicker } from '../../../features/rewards/index.ts';
import { Page } from '../../layouts/page.tsx';

/** /my-stuff/avatars — choose avatars (owned ones) and see how to unlock the others. */
export default function MyStuffAvatarsPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('routes.my-stuff-avatars')}
      intro={t('rewards.items.intro.AVATAR')}
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
      <ItemPicker type="AVATAR" />
    </Page>
  );
}
