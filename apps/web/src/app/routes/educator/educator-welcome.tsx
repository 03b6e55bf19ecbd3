import { useTranslation } from 'react-i18next';
import { href } from '@pagebird/contract';
import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /educator/welcome */
export default function EducatorWelcomePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      name="educator-welcome"
      art="mascot"
      action={{ label: t('placeholders.educator-welcome.action'), to: href('classroom-create') }}
    />
  );
}
