import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import type { InterestArea } from '@pagebird/contract';
import styles from './interest-tile.module.css';

interface Common {
  interest: InterestArea;
  size?: 'md' | 'lg';
  /** Accessible name when it should say more than the interest's name. */
  label?: string;
  className?: string;
}

export type InterestTileProps = Common &
  (
    | { to: string; onClick?: () => void }
    | { to?: undefined; onClick: () => void; pressed?: boolean }
  );

/** A colourful picture tile for an interest area: a link (browse) or a button (visual search). */
export function InterestTile(props: InterestTileProps) {
  const { interest, size = 'md', label, className } = props;
  const style = { '--tile-color': safeColor(interest.color) } as CSSProperties;
  const body = (
    <>
      <span className={styles.picture} aria-hidden="true">
        <img
          src={interest.imageUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
      </span>
      <span className={styles.name}>{interest.name}</span>
    </>
  );
  const cls = clsx(styles.tile, styles[size], className);
  if (props.to !== undefined) {
    return (
      <Link to={props.to} className={cls} style={style} aria-label={label} onClick={props.onClick}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={cls}
      style={style}
      aria-label={label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      {body}
    </button>
  );
}

/** Only "#rrggbb" values reach CSS. */
function safeColor(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color : 'var(--pb-color-sky)';
}
