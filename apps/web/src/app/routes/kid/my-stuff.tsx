import { useTranslation } from 'react-i18next';
import { MyStuffLocker } from '../../../features/rewards/index.ts';
import { Page } from '../../layouts/page.tsx';

/** /my-stuff — the reader's locker. */
export default function MyStuffPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.my-stuff')}>
      <MyStuffLocker />
    </Page>
  );
}
