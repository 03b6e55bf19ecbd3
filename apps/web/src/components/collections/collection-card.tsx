import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import clsx from 'clsx';
import { FAVORITES_TITLE, type CollectionCard as CollectionCardData } from '@pagebird/contract';
import { BookCover } from '../books/book-cover.tsx';
import { coverSlots } from './cover-slots.ts';
import styles from './collection-card.module.css';

export interface CollectionCardProps {
  collection: CollectionCardData;
  /** Where the card leads (the collection page, or /favorites for the Favorites card). */
  to: string;
  /** A menu button (rename, delete) drawn above the card's link. */
  menu?: ReactNode;
  /** A small label over the covers (e.g. "Chosen by your teacher"). */
  badge?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Spec §2: a collection titled Favorites (and the Favorites card itself) hides its owner. */
export function visibleOwner(collection: CollectionCardData): string | null {
  if (collection.kind === 'FAVORITES') return null;
  if (collection.title.trim().toLowerCase() === FAVORITES_TITLE.toLowerCase()) return null;
  return collection.ownerName || null;
}

/**
 * A collection as a card: up to four covers, or three plus a "+N" tile (spec §2, §9), its title,
 * the owner (hidden for Favorites) and the number of books. The whole card is one link.
 */
export function CollectionCard({
  collection,
  to,
  menu,
  badge,
  headingLevel = 3,
  className,
}: CollectionCardProps) {
  const { t } = useTranslation();
  const H = `h${headingLevel}` as const;
  const owner = visibleOwner(collection);
  const favorites = collection.kind === 'FAVORITES';
  const slots = coverSlots(collection.covers, collection.total);

  return (
    <article
      className={clsx(
        styles.card,
        favorites && styles.favorites,
        menu && styles.withMenu,
        className,
      )}
      data-collection-id={collection.id}
      data-kind={collection.kind}
    >
      <div className={styles.covers} data-testid="collection-covers">
        {slots.map((slot, i) =>
          slot.kind === 'cover' ? (
            <span key={i} className={styles.tile} data-slot="cover">
              <BookCover src={slot.url} title="" decorative className={styles.cover} />
            </span>
          ) : slot.kind === 'more' ? (
            <span key={i} className={clsx(styles.tile, styles.more)} data-slot="more">
              <span aria-hidden="true">{t('collections.card.more', { count: slot.count })}</span>
              <span className="pb-visually-hidden">
                {t('collections.card.moreLabel', { count: slot.count })}
              </span>
            </span>
          ) : (
            <span
              key={i}
              className={clsx(styles.tile, styles.blank)}
              data-slot="blank"
              aria-hidden="true"
            />
          ),
        )}
        {collection.total === 0 ? (
          <span className={styles.emptyNote}>{t('collections.card.empty')}</span>
        ) : null}
      </div>
      <div className={styles.body}>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        <H className={styles.title}>
          {favorites ? (
            <Heart className={styles.heart} size={22} fill="currentColor" aria-hidden="true" />
          ) : null}
          <Link to={to} className={styles.link}>
            {collection.title}
          </Link>
        </H>
        <p className={styles.meta}>
          {owner ? (
            <span className={styles.owner} data-testid="collection-owner">
              {t('collections.card.by', { name: owner })}
            </span>
          ) : null}
          <span className={styles.total}>
            {t('collections.card.books', { count: collection.total })}
          </span>
        </p>
      </div>
      {menu ? <div className={styles.menu}>{menu}</div> : null}
    </article>
  );
}
