import type { SVGProps } from 'react';
import { palette as c } from './palette';

type G = Omit<SVGProps<SVGGElement>, 'ref'>;

/** A soft four-pointed sparkle centred on (x, y). */
export function Sparkle({
  x,
  y,
  r = 8,
  fill = c.sun,
  ...rest
}: { x: number; y: number; r?: number; fill?: string } & G) {
  const k = r * 0.18;
  return (
    <g transform={`translate(${x} ${y})`} {...rest}>
      <path
        d={`M0 ${-r} Q${k} ${-k} ${r} 0 Q${k} ${k} 0 ${r} Q${-k} ${k} ${-r} 0 Q${-k} ${-k} 0 ${-r} Z`}
        fill={fill}
      />
    </g>
  );
}

/** A small heart centred on (x, y); s scales it (1 ≈ 18 px wide). */
export function Heart({
  x,
  y,
  s = 1,
  fill = c.berry,
  ...rest
}: { x: number; y: number; s?: number; fill?: string } & G) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} {...rest}>
      <path
        d="M0 7 C-7 2 -9 -2 -9 -4.5 C-9 -8 -6 -10 -3.6 -10 C-1.8 -10 -0.6 -9 0 -7.6 C0.6 -9 1.8 -10 3.6 -10 C6 -10 9 -8 9 -4.5 C9 -2 7 2 0 7 Z"
        fill={fill}
      />
    </g>
  );
}

/** A puffy cloud whose flat base starts at (x, y); s scales it (1 ≈ 96 px wide). */
export function Cloud({
  x,
  y,
  s = 1,
  fill = c.white,
  ...rest
}: { x: number; y: number; s?: number; fill?: string } & G) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} {...rest}>
      <path
        d="M14 0 C2 0 -4 -12 6 -20 C8 -32 24 -36 32 -28 C38 -44 64 -44 70 -26 C82 -30 94 -20 90 -8 C96 -4 94 0 86 0 Z"
        fill={fill}
      />
    </g>
  );
}

/** A book standing on a shelf, seen from the spine. (x, y) is the bottom-left corner. */
export function Spine({
  x,
  y,
  w,
  h,
  fill,
  band = 'rgb(255 255 255 / 0.55)',
  tilt = 0,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  band?: string;
  tilt?: number;
}) {
  return (
    <g transform={tilt ? `rotate(${tilt} ${x} ${y})` : undefined}>
      <rect x={x} y={y - h} width={w} height={h} rx={Math.min(3, w / 4)} fill={fill} />
      <rect x={x} y={y - h + h * 0.14} width={w} height={Math.max(2, h * 0.06)} fill={band} />
      <rect x={x} y={y - h * 0.2} width={w} height={Math.max(2, h * 0.06)} fill={band} />
    </g>
  );
}

/** A book lying flat, seen from the spine side. (x, y) is the top-left corner. */
export function LyingBook({
  x,
  y,
  w,
  h,
  fill,
  tilt = 0,
  label = true,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  tilt?: number;
  label?: boolean;
}) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return (
    <g transform={tilt ? `rotate(${tilt} ${cx} ${cy})` : undefined}>
      <rect x={x} y={y} width={w} height={h} rx={Math.min(6, h / 3)} fill={fill} />
      <rect x={x + w - 12} y={y + 3} width={9} height={h - 6} rx={2} fill={c.white} opacity={0.9} />
      <rect x={x + 10} y={y + 4} width={5} height={h - 8} rx={1.5} fill="rgb(0 0 0 / 0.12)" />
      {label && (
        <rect
          x={x + w * 0.3}
          y={y + h * 0.32}
          width={w * 0.32}
          height={h * 0.36}
          rx={h * 0.14}
          fill={c.white}
          opacity={0.8}
        />
      )}
    </g>
  );
}

/** A question mark built from strokes (no font needed). Centred on (x, y). */
export function QuestionMark({
  x,
  y,
  s = 1,
  colour = c.berry,
  ...rest
}: { x: number; y: number; s?: number; colour?: string } & G) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} {...rest}>
      <path
        d="M-7 -8 C-7 -16 7 -17 7 -8 C7 -2 0 -1 0 5"
        stroke={colour}
        strokeWidth={4.4}
        strokeLinecap="round"
        fill="none"
      />
      <circle cx={0} cy={13} r={2.8} fill={colour} />
    </g>
  );
}
