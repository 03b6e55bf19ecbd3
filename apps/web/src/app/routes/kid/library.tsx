import { useTranslation } from 'react-i18next';
import { LibraryCollections, NewCollectionButton } from '../../../features/collections/index.ts';
import { MyAssignments } from '../../../features/classrooms/assignments/index.ts';
import { Page } from '../../layouts/page.tsx';

/**
 * /library — educator or student library ("My Library"): for a student what the teacher
 * assigned comes first (soonest due first), then Favorites, own collections, teacher's picks.
 */
export default function LibraryPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('routes.library')}
      intro={t('collections.library.intro')}
      actions={<NewCollectionButton />}
    >
      <MyAssignments />
      <LibraryCollections />
    </Page>
  );
}
