import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import clsx from 'clsx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'sunny' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Icon shown before the label. */
  icon?: ReactNode;
  /** Icon-only buttons need an aria-label. */
  iconOnly?: boolean;
}

export interface ButtonProps extends Common, ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block,
  iconOnly,
  className,
}: Common & { className?: string }): string {
  return clsx(
    styles.button,
    styles[variant],
    size !== 'md' && styles[size],
    block && styles.block,
    iconOnly && styles.iconOnly,
    className,
  );
}

/** A big, friendly, pressable button (≥ 48 px touch target; the press respects reduced motion). */
export function Button({
  variant,
  size,
  block,
  icon,
  iconOnly,
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={clsx(
        buttonClass({ variant, size, block, iconOnly, className }),
        loading && styles.loading,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children !== undefined && <span className={styles.label}>{children}</span>}
    </button>
  );
}

export interface ButtonLinkProps extends Common, LinkProps {
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  iconOnly,
  className,
  children,
  ref,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      ref={ref}
      className={buttonClass({ variant, size, block, iconOnly, className })}
      {...rest}
    >
      {icon}
      {children !== undefined && <span className={styles.label}>{children as ReactNode}</span>}
    </Link>
  );
}
