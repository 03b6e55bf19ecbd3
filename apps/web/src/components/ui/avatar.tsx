import { useState } from 'react';
import clsx from 'clsx';
import styles from './avatar.module.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Colour pairs with at least 4.5:1 contrast for the initials. */
const PALETTE: ReadonlyArray<readonly [bg: string, fg: string]> = [
  ['#ffc93c', '#2b2540'],
  ['#e2487d', '#ffffff'],
  ['#2e9e6a', '#ffffff'],
  ['#7cc8f4', '#2b2540'],
  ['#ff8a3d', '#2b2540'],
  ['#2f6fde', '#ffffff'],
  ['#9b6ddf', '#ffffff'],
];

/** FNV-1a: spreads short names well over the palette. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]!.charAt(0);
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

export interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  size?: AvatarSize;
  ring?: boolean;
  className?: string;
  /** Decorative when the name is printed next to it (default). */
  decorative?: boolean;
}

/** The avatar image, or the initials on a coloured circle until avatar art exists. */
export function Avatar({
  name,
  imageUrl,
  size = 'sm',
  ring,
  className,
  decorative = true,
}: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const [bg, fg] = PALETTE[hash(name) % PALETTE.length]!;
  return (
    <span
      className={clsx(styles.avatar, styles[size], ring && styles.ring, className)}
      style={{ ['--bg' as string]: bg, ['--fg' as string]: fg, ['--ring' as string]: bg }}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
    >
      {imageUrl && !failed ? (
        <img src={imageUrl} alt="" onError={() => setFailed(true)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
