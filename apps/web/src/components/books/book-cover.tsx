import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff } from 'lucide-react';
import clsx from 'clsx';
import styles from './book-cover.module.css';

export interface BookCoverProps {
  /** Cover image URL; null (or a failed load) shows "No Image Available" (spec §2, §8). */
  src: string | null | undefined;
  /** The book title: the image's alt text. */
  title: string;
  size?: 'card' | 'large';
  /** Lazy by default; the first screenful (details page) may load eagerly. */
  loading?: 'lazy' | 'eager';
  /** Decorative when the title is already read out next to it (alt=""). */
  decorative?: boolean;
  /** Badges drawn over the cover (Read-Along tag, progress ribbon). */
  children?: ReactNode;
  className?: string;
}

const SIZE = { card: { width: 200, height: 300 }, large: { width: 400, height: 600 } } as const;

/** A 2:3 book cover with rounded corners and a soft shadow. */
export function BookCover({
  src,
  title,
  size = 'card',
  loading = 'lazy',
  decorative = false,
  children,
  className,
}: BookCoverProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  const { width, height } = SIZE[size];

  return (
    <span className={clsx(styles.cover, styles[size], className)} data-testid="book-cover">
      {showImage ? (
        <img
          className={styles.image}
          src={src}
          alt={decorative ? '' : title}
          width={width}
          height={height}
          loading={loading}
          // The first screen's cover is drawn with the page, not a frame after it.
          decoding={loading === 'eager' ? 'auto' : 'async'}
          fetchPriority={loading === 'eager' ? 'high' : undefined}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span
          className={styles.fallback}
          role={decorative ? undefined : 'img'}
          aria-label={decorative ? undefined : title}
        >
          <ImageOff className={styles.fallbackIcon} aria-hidden="true" />
          <span className={styles.fallbackText} aria-hidden={decorative ? undefined : true}>
            {t('messages.noImage')}
          </span>
        </span>
      )}
      {children}
    </span>
  );
}
