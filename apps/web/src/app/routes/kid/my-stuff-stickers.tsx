import { useTranslation } from 'react-i18next';
import { ItemPicker } from '../../../features/rewards/index.ts';
import { MyStuffSubpage } from '../shared/my-stuff-subpage.tsx';

/** /my-stuff/stickers — choose stickers (owned ones) and see how to unlock the others. */
export default function MyStuffStickersPage() {
  const { t } = useTranslation();
  return (
    <MyStuffSubpage title={t('routes.my-stuff-stickers')} intro={t('rewards.items.intro.STICKER')}>
      <ItemPicker type="STICKER" />
    </MyStuffSubpage>
  );
}
