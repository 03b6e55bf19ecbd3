import { useTranslation } from 'react-i18next';
import { ItemPicker } from '../../../features/rewards/index.ts';
import { MyStuffSubpage } from '../shared/my-stuff-subpage.tsx';

/** /my-stuff/frames — choose frames (owned ones) and see how to unlock the others. */
export default function MyStuffFramesPage() {
  const { t } = useTranslation();
  return (
    <MyStuffSubpage
      title={t('routes.my-stuff-frames')}
      intro={t('rewards.items.intro.AVATAR_FRAME')}
    >
      <ItemPicker type="AVATAR_FRAME" />
    </MyStuffSubpage>
  );
}
