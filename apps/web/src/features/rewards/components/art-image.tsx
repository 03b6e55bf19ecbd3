import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import clsx from 'clsx';
import styles from './rewards.module.css';

/** A reward picture (decorative: its name is printed beside it); a soft blank when it fails. */
export function ArtImage({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    return (
      <span className={clsx(styles.artMissing, className)} aria-hidden="true">
        <ImageOff size={32} />
      </span>
    );
  }
  return (
    <img
      className={clsx(styles.art, className)}
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(src)}
    />
  );
}
