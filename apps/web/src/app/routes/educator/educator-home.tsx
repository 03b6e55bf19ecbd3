import { useTranslation } from 'react-i18next';
import { href } from '@pagebird/contract';
import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /educator — the educator home. */
export default function EducatorHomePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      name="educator"
      art="classroom"
      action={{ label: t('placeholders.educator.action'), to: href('classroom-create') }}
    />
  );
}
