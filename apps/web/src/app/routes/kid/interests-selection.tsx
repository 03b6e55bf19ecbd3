import { useTranslation } from 'react-i18next';
import { InterestsPicker } from '../../../features/interests/index.ts';
import { Page } from '../../layouts/page.tsx';

/** /interests-selection — pick the interest areas that shape browse (spec §4 "Interests prompt"). */
export default function InterestsSelectionPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.interests-selection')} intro={t('interests.subtitle')} width="wide">
      <InterestsPicker />
    </Page>
  );
}
