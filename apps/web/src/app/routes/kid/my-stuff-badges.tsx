import { useTranslation } from 'react-i18next';
import { BadgesList } from '../../../features/rewards/index.ts';
import { MyStuffSubpage } from '../shared/my-stuff-subpage.tsx';

/** /my-stuff/badges — every badge, earned or still to earn. */
export default function MyStuffBadgesPage() {
  const { t } = useTranslation();
  return (
    <MyStuffSubpage title={t('routes.my-stuff-badges')} intro={t('rewards.badges.intro')}>
      <BadgesList />
    </MyStuffSubpage>
  );
}
