import type { HTMLAttributes, ElementType, Ref } from 'react';
import clsx from 'clsx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  tone?: 'plain' | 'tinted';
  flat?: boolean;
  interactive?: boolean;
  ref?: Ref<HTMLElement>;
}

/** A rounded paper card. */
export function Card({
  as: As = 'div',
  tone = 'plain',
  flat,
  interactive,
  className,
  ref,
  ...rest
}: CardProps) {
  return (
    <As
      ref={ref}
      className={clsx(
        styles.card,
        tone === 'tinted' && styles.tinted,
        flat && styles.flat,
        interactive && styles.interactive,
        className,
      )}
      {...rest}
    />
  );
}
