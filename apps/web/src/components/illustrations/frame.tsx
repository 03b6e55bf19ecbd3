import { useId, type ReactNode } from 'react';
import styles from './illustrations.module.css';

/** Props every illustration accepts. */
export interface IllustrationProps {
  /** Width in CSS pixels; the height follows the drawing's aspect ratio. */
  size?: number;
  className?: string;
  /** Purely decorative: hidden from assistive technology. */
  decorative?: boolean;
  /** Accessible description; each illustration has a sensible default. */
  'aria-label'?: string;
}

interface FrameProps extends IllustrationProps {
  width: number;
  height: number;
  defaultSize: number;
  defaultLabel: string;
  children: ReactNode;
}

/** The outer <svg> shared by all illustrations: sizing, accessibility and class names. */
export function IllustrationFrame({
  width,
  height,
  defaultSize,
  defaultLabel,
  size,
  className,
  decorative = false,
  'aria-label': ariaLabel,
  children,
}: FrameProps) {
  const w = size ?? defaultSize;
  const h = Math.round((w * height) / width);
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': ariaLabel ?? defaultLabel } as const);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={w}
      height={h}
      className={className ? `${styles.svg} ${className}` : styles.svg}
      focusable="false"
      {...a11y}
    >
      {children}
    </svg>
  );
}

/** A prefix for gradient and clip ids that is unique per rendered illustration. */
export function useSvgIds(): (name: string) => string {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (name) => `pb${base}${name}`;
}
