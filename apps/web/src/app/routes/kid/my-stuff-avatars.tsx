import { useTranslation } from 'react-i18next';
import { ItemPicker } from '../../../features/rewards/index.ts';
import { MyStuffSubpage } from '../shared/my-stuff-subpage.tsx';

/** /my-stuff/avatars — choose avatars (owned ones) and see how to unlock the others. */
export default function MyStuffAvatarsPage() {
  const { t } = useTranslation();
  return (
    <MyStuffSubpage title={t('routes.my-stuff-avatars')} intro={t('rewards.items.intro.AVATAR')}>
      <ItemPicker type="AVATAR" />
    </MyStuffSubpage>
  );
}
