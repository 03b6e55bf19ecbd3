import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './stat-tiles.module.css';

/** One figure: a stable key (for tests and print styles), its label and its value. */
export type StatTile = readonly [key: string, label: ReactNode, value: ReactNode];

export interface StatTilesProps {
  tiles: readonly StatTile[];
  /** The attribute that carries each tile's key (`data-tile` by default). */
  keyAttribute?: 'data-tile' | 'data-stat';
  'aria-label'?: string;
  className?: string;
}

/** The figures of a dashboard or report as a row of tiles (a description list). */
export function StatTiles({
  tiles,
  keyAttribute = 'data-tile',
  className,
  ...rest
}: StatTilesProps) {
  return (
    <dl className={clsx(styles.tiles, className)} aria-label={rest['aria-label']}>
      {tiles.map(([key, label, value]) => (
        <div key={key} className={styles.tile} {...{ [keyAttribute]: key }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
