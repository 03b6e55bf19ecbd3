import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderPlus } from 'lucide-react';
import { href, Role, type UserCollection } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { CollectionCard } from '../../../components/collections/collection-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import { useCollections } from '../api/list-collections.ts';
import { collectionPath } from '../lib/paths.ts';
import { toCollectionCard } from '../lib/to-card.ts';
import { useCollectionDialogs } from './collection-dialogs.tsx';
import { CollectionMenu } from './collection-menu.tsx';
import styles from './collections.module.css';

/** "New collection": opens the create dialog. */
export function NewCollectionButton({
  variant = 'primary',
}: {
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();
  const dialogs = useCollectionDialogs();
  return (
    <Button
      variant={variant}
      icon={<FolderPlus size={20} aria-hidden="true" />}
      aria-haspopup="dialog"
      onClick={() => dialogs.create()}
    >
      {t('collections.addTo.newCollection')}
    </Button>
  );
}

function CardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className={styles.cardGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton height={220} radius="var(--pb-radius-lg)" />
        </li>
      ))}
    </ul>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      compact
      headingLevel={3}
      illustration={<Art name="stormCloud" decorative size={160} />}
      title={t('collections.library.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}

/** Cards of user collections; the owner gets the rename/delete menu on each. */
function UserCollectionCards({
  collections,
  label,
  before,
  badge,
}: {
  collections: readonly UserCollection[];
  label: string;
  before?: ReactNode;
  badge?: ReactNode;
}) {
  const { role } = useSession();
  return (
    <ul className={styles.cardGrid} aria-label={label}>
      {before}
      {collections.map((c) => (
        <li key={c.id}>
          <CollectionCard
            collection={toCollectionCard(c)}
            to={collectionPath(role, c.id)}
            badge={c.owned ? undefined : badge}
            menu={c.owned ? <CollectionMenu collection={c} /> : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function Section({
  title,
  text,
  action,
  children,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <div>
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
          </h2>
          {text ? <p className={styles.sectionText}>{text}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** "My collections" on /favorites (parents and children keep their collections there). */
export function MyCollections() {
  const { t } = useTranslation();
  const list = useCollections();
  const title = t('collections.favoritesPage.collectionsHeading');
  let body;
  if (list.isPending) body = <CardsSkeleton />;
  else if (list.isError) body = <LoadFailed onRetry={() => void list.refetch()} />;
  else if (list.data.collections.length === 0)
    body = (
      <EmptyState compact headingLevel={3} title={t('collections.library.emptyTitle')}>
        <p>{t('collections.favoritesPage.collectionsEmpty')}</p>
      </EmptyState>
    );
  else body = <UserCollectionCards collections={list.data.collections} label={title} />;
  return (
    <Section title={title} action={<NewCollectionButton variant="secondary" />}>
      {body}
    </Section>
  );
}

/**
 * /library: the Favorites card first, then the caller's own collections; for students the
 * collections their teacher assigned, read-only.
 */
export function LibraryCollections() {
  const { t } = useTranslation();
  const { role } = useSession();
  const list = useCollections();
  if (list.isPending) return <CardsSkeleton count={4} />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const { favorites, collections, assigned } = list.data;
  const title = t('collections.library.yours');
  return (
    <>
      <Section title={title}>
        <UserCollectionCards
          collections={collections}
          label={title}
          before={
            <li>
              <CollectionCard
                collection={{ ...favorites, kind: 'FAVORITES' }}
                to={href('favorites')}
              />
            </li>
          }
        />
        {collections.length === 0 ? (
          <p className={styles.hint}>{t('collections.library.emptyText')}</p>
        ) : null}
      </Section>
      {assigned.length > 0 || role === Role.STUDENT ? (
        <Section
          title={t('collections.library.fromTeacher')}
          text={t('collections.library.fromTeacherText')}
        >
          {assigned.length > 0 ? (
            <UserCollectionCards
              collections={assigned}
              label={t('collections.library.fromTeacher')}
              badge={t('collections.collection.readOnly')}
            />
          ) : (
            <p className={styles.hint}>{t('collections.library.fromTeacherEmpty')}</p>
          )}
        </Section>
      ) : null}
    </>
  );
}
