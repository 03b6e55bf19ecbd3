/**
 * Eyes, mouths and cheeks shared by every character, so all of them feel like one cast.
 */
import { circle, ellipse, g, line, n, path, type Part } from './svg.ts';

export const INK = '#2b2240';
export const BLUSH = '#ff8fa3';

export type Mood =
  | 'smile'
  | 'happy'
  | 'laugh'
  | 'sleepy'
  | 'asleep'
  | 'surprised'
  | 'sad'
  | 'worried'
  | 'roar'
  | 'wink'
  | 'determined';

/** One eye at (x, y) of radius r. `look` shifts the pupil (-1 … 1) horizontally. */
export function eye(x: number, y: number, r: number, mood: Mood, look = 0, right = true): Part {
  const w = Math.max(1.6, r * 0.42);
  switch (mood) {
    case 'sleepy':
    case 'asleep':
      return line(`M${n(x - r)} ${n(y)}Q${n(x)} ${n(y + r * 0.9)} ${n(x + r)} ${n(y)}`, INK, w);
    case 'happy':
    case 'laugh':
      return line(
        `M${n(x - r)} ${n(y + r * 0.35)}Q${n(x)} ${n(y - r * 0.95)} ${n(x + r)} ${n(y + r * 0.35)}`,
        INK,
        w,
      );
    case 'wink':
      if (right) {
        return line(
          `M${n(x - r)} ${n(y + r * 0.2)}Q${n(x)} ${n(y - r * 0.7)} ${n(x + r)} ${n(y + r * 0.2)}`,
          INK,
          w,
        );
      }
      break;
    default:
      break;
  }
  const big = mood === 'surprised' ? 1.25 : 1;
  const brow =
    mood === 'sad' || mood === 'worried'
      ? line(
          right
            ? `M${n(x - r)} ${n(y - r * 1.5)}L${n(x + r * 0.9)} ${n(y - r * 2)}`
            : `M${n(x - r * 0.9)} ${n(y - r * 2)}L${n(x + r)} ${n(y - r * 1.5)}`,
          INK,
          w * 0.8,
        )
      : mood === 'determined' || mood === 'roar'
        ? line(
            right
              ? `M${n(x - r)} ${n(y - r * 1.9)}L${n(x + r)} ${n(y - r * 1.3)}`
              : `M${n(x - r)} ${n(y - r * 1.3)}L${n(x + r)} ${n(y - r * 1.9)}`,
            INK,
            w * 0.8,
          )
        : '';
  return (
    ellipse(x + look * r * 0.25, y, r * 0.78 * big, r * big, INK) +
    circle(x + look * r * 0.25 + r * 0.28, y - r * 0.38, r * 0.32 * big, '#ffffff') +
    brow
  );
}

/** A pair of eyes for a front-facing face. */
export function eyes(cx: number, y: number, gap: number, r: number, mood: Mood, look = 0): Part {
  return eye(cx - gap / 2, y, r, mood, look, false) + eye(cx + gap / 2, y, r, mood, look, true);
}

/** A mouth centred at (x, y), `w` wide. */
export function mouth(x: number, y: number, w: number, mood: Mood): Part {
  const h = w / 2;
  const sw = Math.max(1.6, w * 0.13);
  switch (mood) {
    case 'happy':
    case 'laugh': {
      const d = `M${n(x - h)} ${n(y - w * 0.08)}Q${n(x)} ${n(y + w * (mood === 'laugh' ? 0.95 : 0.75))} ${n(x + h)} ${n(y - w * 0.08)}Z`;
      return (
        path(d, '#7a2338', { stroke: INK, strokeWidth: sw * 0.7, strokeLinejoin: 'round' }) +
        ellipse(x, y + w * 0.32, w * 0.22, w * 0.12, '#ff7d8c')
      );
    }
    case 'surprised':
      return ellipse(x, y + w * 0.1, w * 0.2, w * 0.26, '#7a2338', {
        stroke: INK,
        strokeWidth: sw * 0.7,
      });
    case 'sad':
      return line(
        `M${n(x - h)} ${n(y + w * 0.22)}Q${n(x)} ${n(y - w * 0.2)} ${n(x + h)} ${n(y + w * 0.22)}`,
        INK,
        sw,
      );
    case 'worried':
      return line(
        `M${n(x - h)} ${n(y + w * 0.1)}Q${n(x - h / 2)} ${n(y - w * 0.12)} ${n(x)} ${n(y + w * 0.1)}T${n(x + h)} ${n(y + w * 0.1)}`,
        INK,
        sw,
      );
    case 'roar': {
      const d = `M${n(x - h)} ${n(y - w * 0.2)}Q${n(x)} ${n(y - w * 0.35)} ${n(x + h)} ${n(y - w * 0.2)}Q${n(x + h * 0.8)} ${n(y + w * 0.8)} ${n(x)} ${n(y + w * 0.8)}Q${n(x - h * 0.8)} ${n(y + w * 0.8)} ${n(x - h)} ${n(y - w * 0.2)}Z`;
      const teeth = [-0.3, 0, 0.3]
        .map((t) =>
          path(
            `M${n(x + t * w - w * 0.08)} ${n(y - w * 0.26)}L${n(x + t * w)} ${n(y - w * 0.08)}L${n(x + t * w + w * 0.08)} ${n(y - w * 0.26)}Z`,
            '#ffffff',
          ),
        )
        .join('');
      return (
        path(d, '#7a2338', { stroke: INK, strokeWidth: sw * 0.7, strokeLinejoin: 'round' }) +
        ellipse(x, y + w * 0.55, w * 0.25, w * 0.13, '#ff7d8c') +
        teeth
      );
    }
    case 'sleepy':
    case 'asleep':
      return line(
        `M${n(x - h * 0.5)} ${n(y)}Q${n(x)} ${n(y + w * 0.18)} ${n(x + h * 0.5)} ${n(y)}`,
        INK,
        sw,
      );
    case 'determined':
      return line(
        `M${n(x - h * 0.7)} ${n(y + w * 0.05)}Q${n(x)} ${n(y + w * 0.2)} ${n(x + h * 0.7)} ${n(y)}`,
        INK,
        sw,
      );
    default:
      return line(`M${n(x - h)} ${n(y)}Q${n(x)} ${n(y + w * 0.55)} ${n(x + h)} ${n(y)}`, INK, sw);
  }
}

export function cheeks(cx: number, y: number, gap: number, r: number): Part {
  return g(
    { opacity: 0.55 },
    ellipse(cx - gap / 2, y, r, r * 0.7, BLUSH),
    ellipse(cx + gap / 2, y, r, r * 0.7, BLUSH),
  );
}

/** Floating "z z z" for sleeping characters. */
export function zzz(x: number, y: number, s: number, color = '#ffffff'): Part {
  const z = (zx: number, zy: number, k: number) =>
    line(
      `M${n(zx)} ${n(zy)}h${n(10 * k * s)}l${n(-10 * k * s)} ${n(11 * k * s)}h${n(10 * k * s)}`,
      color,
      2.6 * k * s,
    );
  return z(x, y, 1) + z(x + 16 * s, y - 22 * s, 1.3) + z(x + 36 * s, y - 50 * s, 1.6);
}
