import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import clsx from 'clsx';
import { MESSAGES } from '@pagebird/contract';
import { notify } from '../../../components/ui/notifications.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import { useAddFavorite } from '../api/add-favorite.ts';
import { useFavorites } from '../api/favorites.ts';
import { useRemoveFavorite } from '../api/remove-favorite.ts';
import { canKeepCollections } from '../lib/paths.ts';
import styles from './collections.module.css';

export interface FavoriteButtonProps {
  bookId: string;
  /** The book title, for the button's accessible name. */
  title: string;
  /** What the page already knows (book details' isFavorite) until the favorites list loads. */
  isFavorite?: boolean;
  /** `icon`: a round heart (cards); `labelled`: heart and the word Favorite (details page). */
  appearance?: 'icon' | 'labelled';
  className?: string;
}

/**
 * The heart toggle (aria-pressed). It flips at once while the call runs (optimistic), tells the
 * result in a notification, and refreshes the favorites list and the library's Favorites card.
 * Admins keep no favorites: nothing is rendered for them.
 */
export function FavoriteButton({
  bookId,
  title,
  isFavorite,
  appearance = 'icon',
  className,
}: FavoriteButtonProps) {
  const { t } = useTranslation();
  const { role } = useSession();
  const allowed = canKeepCollections(role);
  const favorites = useFavorites(allowed);
  const showError = (e: unknown) => notify.error(errorMessage(e));
  const add = useAddFavorite({
    onSuccess: () => notify.success(MESSAGES.addedToFavorites),
    onError: showError,
  });
  const remove = useRemoveFavorite({
    onSuccess: () => notify.success(MESSAGES.removedFromFavorites),
    onError: showError,
  });

  if (!allowed) return null;

  const known = favorites.data
    ? favorites.data.items.some((b) => b.id === bookId)
    : (isFavorite ?? false);
  const busy = add.isPending || remove.isPending;
  const pressed = add.isPending ? true : remove.isPending ? false : known;

  const toggle = () => {
    if (busy) return;
    if (pressed) remove.mutate(bookId);
    else add.mutate(bookId);
  };

  // The name stays the same; aria-pressed tells the state (the tooltip says what a click does).
  const hint = pressed ? t('collections.favorite.remove') : t('collections.favorite.add');

  return (
    <button
      type="button"
      className={clsx(
        styles.heart,
        appearance === 'labelled' && styles.heartLabelled,
        pressed && styles.heartOn,
        className,
      )}
      aria-pressed={pressed}
      aria-label={t('collections.favorite.label', { title })}
      title={hint}
      aria-busy={busy || undefined}
      data-favorite={pressed ? 'true' : 'false'}
      onClick={toggle}
    >
      <Heart
        size={appearance === 'icon' ? 24 : 22}
        fill={pressed ? 'currentColor' : 'none'}
        strokeWidth={2.5}
        aria-hidden="true"
      />
      {appearance === 'labelled' ? <span>{t('collections.favorite.short')}</span> : null}
    </button>
  );
}
