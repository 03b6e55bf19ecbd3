import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { InterestArea } from '@pagebird/contract';
import { InterestTile } from '../../../components/books/index.ts';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import styles from './search.module.css';

export interface VisualSearchProps {
  items: readonly InterestArea[] | undefined;
  loading: boolean;
  /** The picture chosen now (its books are on screen). */
  selectedId: string | null;
  onPick: (interest: InterestArea) => void;
  /** Big tiles first on the page (pre-readers), or a smaller block. */
  prominent: boolean;
}

/** Search with pictures (spec §1): tap a tile, no typing needed. */
export function VisualSearch({ items, loading, selectedId, onPick, prominent }: VisualSearchProps) {
  const { t } = useTranslation();
  if (!loading && (!items || items.length === 0)) return null;
  return (
    <section
      className={clsx(styles.visual, prominent && styles.visualProminent)}
      aria-labelledby="visual-search-title"
    >
      <h2 id="visual-search-title" className={styles.visualTitle}>
        {t('catalogue.search.visualTitle')}
      </h2>
      <p className={styles.visualIntro}>{t('catalogue.search.visualIntro')}</p>
      {loading ? (
        <div className={styles.tiles} aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={150} radius="var(--pb-radius-lg)" />
          ))}
        </div>
      ) : (
        <ul className={styles.tiles}>
          {items!.map((interest) => (
            <li key={interest.id}>
              <InterestTile
                interest={interest}
                size={prominent ? 'lg' : 'md'}
                pressed={selectedId === interest.id}
                label={t('catalogue.search.visualPick', { name: interest.name })}
                onClick={() => onPick(interest)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
