import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import { canKeepCollections } from '../lib/paths.ts';
import type { AddToCollectionProps } from './add-to-collection-modal.tsx';

export type { AddToCollectionProps } from './add-to-collection-modal.tsx';

/**
 * The modal's code (its form, with the validation library) loads when the modal first opens: the
 * book details page shows this button without needing it (issue 15, decision 034).
 */
const AddToCollectionModal = lazy(() =>
  import('./add-to-collection-modal.tsx').then((m) => ({ default: m.AddToCollectionModal })),
);

/** Opens the add_to_collection modal through the app's modal manager. */
export function useAddToCollection() {
  const modal = useModal();
  const { t } = useTranslation();
  return (book: AddToCollectionProps) =>
    modal.open({
      name: 'add_to_collection',
      title: t('collections.addTo.title'),
      content: ({ close }) => (
        <Suspense fallback={<Spinner />}>
          <AddToCollectionModal bookId={book.bookId} title={book.title} close={close} />
        </Suspense>
      ),
    });
}

/**
 * "Add to collection" for a book (details page, cards). Admins keep no collections: nothing is
 * rendered for them.
 */
export function AddToCollectionButton({
  bookId,
  title,
  appearance = 'button',
  className,
}: AddToCollectionProps & { appearance?: 'button' | 'icon'; className?: string }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const open = useAddToCollection();
  if (!canKeepCollections(role)) return null;
  const icon = <FolderPlus size={22} aria-hidden="true" />;
  if (appearance === 'icon') {
    return (
      <Button
        variant="secondary"
        iconOnly
        icon={icon}
        className={className}
        aria-label={t('collections.addTo.buttonLabel', { title })}
        title={t('collections.addTo.button')}
        aria-haspopup="dialog"
        onClick={() => open({ bookId, title })}
      />
    );
  }
  return (
    <Button
      variant="secondary"
      icon={icon}
      className={className}
      aria-label={t('collections.addTo.buttonLabel', { title })}
      aria-haspopup="dialog"
      onClick={() => open({ bookId, title })}
    >
      {t('collections.addTo.button')}
    </Button>
  );
}
