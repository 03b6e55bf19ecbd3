import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../shared/placeholder-page.tsx';

/** /search?q= — keyword search. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  return (
    <PlaceholderPage
      name="search"
      art="booksStack"
      textOverride={query ? t('placeholders.search.withQuery', { query }) : undefined}
    />
  );
}
