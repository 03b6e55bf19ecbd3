import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Library } from 'lucide-react';
import { href, Role } from '@pagebird/contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import {
  FAVORITES_COLLECTION_PARAM,
  FavoriteBooks,
  MyCollections,
  canKeepCollections,
  hasLibrary,
} from '../../../features/collections/index.ts';
import { Page } from '../../layouts/page.tsx';
import { CollectionScreen } from './collection.tsx';

/**
 * /favorites — the caller's favorite books. Parents and children also keep their collections
 * here ("My collections"; one opens as /favorites?collection=:id); educators and students find
 * theirs in My Library.
 */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const [params] = useSearchParams();
  const collectionId = params.get(FAVORITES_COLLECTION_PARAM);

  if (collectionId && canKeepCollections(role))
    return <CollectionScreen key={collectionId} id={collectionId} />;

  return (
    <Page
      title={t('routes.favorites')}
      actions={
        hasLibrary(role) ? (
          <ButtonLink
            to={href('library')}
            variant="secondary"
            icon={<Library size={20} aria-hidden="true" />}
          >
            {t('collections.favoritesPage.toLibrary')}
          </ButtonLink>
        ) : undefined
      }
    >
      <FavoriteBooks />
      {role === Role.PARENT || role === Role.CHILD ? <MyCollections /> : null}
    </Page>
  );
}
