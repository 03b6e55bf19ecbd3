import { useTranslation } from 'react-i18next';
import { AssetsPreview } from '../../../features/rewards/index.ts';
import { Page } from '../../layouts/page.tsx';

/** /my-stuff/preview — the assets preview: every reward picture, to check the artwork. */
export default function MyStuffPreviewPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.my-stuff-preview')} intro={t('rewards.preview.intro')} width="wide">
      <AssetsPreview />
    </Page>
  );
}
