import { useState } from 'react';
import clsx from 'clsx';
import styles from './avatar.module.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

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
  /** A frame picture drawn around the face (square art with a see-through middle). */
  frameUrl?: string | null;
  /** A sticker picture stuck on the bottom-right edge. */
  stickerUrl?: string | null;
  size?: AvatarSize;
  ring?: boolean;
  className?: string;
  /** Decorative when the name is printed next to it (default). */
  decorative?: boolean;
  /** Accessible name when not decorative (default: the name). */
  label?: string;
  /** `data-*` attributes for the outer element. */
  [data: `data-${string}`]: string | undefined;
}

/** A picture layer that quietly disappears when its image cannot load. */
function Layer({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return <img className={className} src={src} alt="" onError={() => setFailed(src)} />;
}

/**
 * The avatar picture — or the initials on a coloured circle when there is none (or it fails) —
 * with an optional frame around it and a sticker on its edge.
 */
export function Avatar({
  name,
  imageUrl,
  frameUrl,
  stickerUrl,
  size = 'sm',
  ring,
  className,
  decorative = true,
  label,
  ...data
}: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const [bg, fg] = PALETTE[hash(name) % PALETTE.length]!;
  const framed = !!frameUrl;
  return (
    <span
      className={clsx(
        styles.avatar,
        styles[size],
        ring && !framed && styles.ring,
        framed && styles.framed,
        className,
      )}
      style={{ ['--bg' as string]: bg, ['--fg' as string]: fg, ['--ring' as string]: bg }}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : (label ?? name)}
      aria-hidden={decorative ? true : undefined}
      {...data}
    >
      <span className={styles.face}>
        {imageUrl && failed !== imageUrl ? (
          <img src={imageUrl} alt="" onError={() => setFailed(imageUrl)} />
        ) : (
          initials(name)
        )}
      </span>
      {frameUrl ? <Layer key={frameUrl} src={frameUrl} className={styles.frame} /> : null}
      {stickerUrl ? <Layer key={stickerUrl} src={stickerUrl} className={styles.sticker} /> : null}
    </span>
  );
}
