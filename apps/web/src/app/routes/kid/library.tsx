import { useTranslation } from 'react-i18next';
import { LibraryCollections, NewCollectionButton } from '../../../features/collections/index.ts';
import { Page } from '../../layouts/page.tsx';

/** /library — educator or student library: Favorites first, own collections, teacher's picks. */
export default function LibraryPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('routes.library')}
      intro={t('collections.library.intro')}
      actions={<NewCollectionButton />}
    >
      <LibraryCollections />
    </Page>
  );
}
