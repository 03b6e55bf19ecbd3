import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Role } from '@pagebird/contract';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import {
  BackLink,
  CollectionAssignments,
  CollectionBooks,
  CollectionLoadError,
  CollectionOwnerActions,
  CollectionSummary,
  collectionsHome,
  hasLibrary,
  useCollection,
} from '../../../features/collections/index.ts';
import { AssignButton } from '../../../features/classrooms/assignments/index.ts';
import { Page } from '../../layouts/page.tsx';

/**
 * One user collection: title, owner, total, its books (the owner can take books out, rename and
 * delete), and for a teacher's own collection where it is assigned. Used by /collection/:id and,
 * for parents and children (who have no /collection route), by /favorites?collection=:id.
 */
export function CollectionScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const navigate = useNavigate();
  const collection = useCollection(id);
  const home = collectionsHome(role);
  const backLabel = hasLibrary(role)
    ? t('collections.collection.backToLibrary')
    : t('collections.collection.backToFavorites');
  const back = <BackLink to={home}>{backLabel}</BackLink>;

  if (collection.isPending)
    return (
      <Page title={t('routes.collection')} eyebrow={back}>
        <PageSpinner />
      </Page>
    );
  if (collection.isError)
    return (
      <Page title={t('routes.collection')} eyebrow={back}>
        <CollectionLoadError
          error={collection.error}
          backTo={home}
          backLabel={backLabel}
          onRetry={() => void collection.refetch()}
        />
      </Page>
    );

  const data = collection.data;
  return (
    <Page
      title={data.title}
      eyebrow={back}
      intro={<CollectionSummary collection={data} />}
      actions={
        <>
          {role === Role.TEACHER && data.owned ? (
            <AssignButton kind="COLLECTION" contentId={data.id} title={data.title} />
          ) : null}
          <CollectionOwnerActions
            collection={data}
            onDeleted={() => void navigate(home, { replace: true })}
          />
        </>
      }
    >
      <CollectionBooks collection={data} />
      {role === Role.TEACHER && data.owned ? (
        <CollectionAssignments collectionId={data.id} />
      ) : null}
    </Page>
  );
}

/** /collection/:id — educator or student collection. */
export default function CollectionPage() {
  const { id = '' } = useParams();
  return <CollectionScreen key={id} id={id} />;
}
