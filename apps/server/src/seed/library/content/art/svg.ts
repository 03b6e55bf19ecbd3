/**
 * The core of the drawing kit: element strings, numbers, colours, seeded randomness, smooth paths
 * and the standalone SVG document. Everything returns plain strings so pictures compose by
 * concatenation; nothing touches the DOM and the output is deterministic.
 */
import type { Svg } from '../content.types.ts';

/** A piece of SVG markup (one or more elements). */
export type Part = string;

/** The rounded, friendly font stack used for all lettering (no external fonts). */
export const FONT = "Andika, Lexend, 'Trebuchet MS', 'Arial Rounded MT Bold', sans-serif";

/** Round to one decimal place and print without trailing zeros. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Escape text for use in XML text content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;

function attrName(key: string): string {
  // camelCase keys become kebab-case SVG attributes (strokeWidth → stroke-width); viewBox and the
  // gradient attributes keep their case.
  if (
    key === 'viewBox' ||
    key === 'gradientUnits' ||
    key === 'gradientTransform' ||
    key === 'textLength' ||
    key === 'lengthAdjust' ||
    key === 'preserveAspectRatio' ||
    key === 'patternUnits'
  ) {
    return key;
  }
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function attrs(a: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined || value === null || value === false) continue;
    const v = typeof value === 'number' ? n(value) : esc(value);
    out += ` ${attrName(key)}="${v}"`;
  }
  return out;
}

/** One element; children are markup, or omitted for a self-closing element. */
export function el(tag: string, a: Attrs, ...children: Part[]): Part {
  const inner = children.join('');
  return inner ? `<${tag}${attrs(a)}>${inner}</${tag}>` : `<${tag}${attrs(a)}/>`;
}

/** A group, optionally transformed. */
export function g(a: Attrs | string, ...children: Part[]): Part {
  const at: Attrs = typeof a === 'string' ? { transform: a || undefined } : a;
  // A group without attributes adds nothing: keep the markup small.
  if (Object.values(at).every((v) => v === undefined || v === null || v === false))
    return children.join('');
  return el('g', at, ...children);
}

/** A path through `shape` points moved by rotation (degrees) and translation, as one subpath. */
export function movedShape(shape: Pt[], x: number, y: number, rotate: number): string {
  const a = (rotate * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return (
    shape
      .map(
        ([px, py], i) =>
          `${i === 0 ? 'M' : 'L'}${n(x + px * c - py * s)} ${n(y + px * s + py * c)}`,
      )
      .join('') + 'Z'
  );
}

/** translate(x y) scale(s) with an optional horizontal flip, for placing a drawing. */
export function place(x: number, y: number, s = 1, flip = false, rotate = 0): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotate) parts.push(`rotate(${n(rotate)})`);
  if (s !== 1 || flip) parts.push(`scale(${n2(flip ? -s : s)} ${n2(s)})`);
  return parts.join(' ');
}

function n2(value: number): string {
  const r = Math.round(value * 1000) / 1000;
  return String(r);
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attrs = {},
) => el('rect', { x, y, width, height, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  el('path', { d, fill, ...extra });

/** A stroked line-art path (no fill), round caps and joins. */
export const line = (d: string, stroke: string, width: number, extra: Attrs = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke,
    strokeWidth: width,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    ...extra,
  });

export const polygon = (points: Array<[number, number]>, fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra });

// ── ids ──

/**
 * Ids inside a picture (gradients, clip paths) are written with a placeholder and renumbered when
 * the document is finished, so the same drawing always gives the same bytes and two pictures
 * inlined in one page never share an id.
 */
const ID_MARK = '\u00a7';
let idCounter = 0;

export function freshId(base: string): string {
  idCounter += 1;
  return `${ID_MARK}${base.replace(/[^a-z]/gi, '')}${idCounter}`;
}

export const ref = (id: string) => `url(#${id})`;

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

/** A vertical (top → bottom) linear gradient in <defs>; returns [defs, id]. */
export function linearGradient(
  stops: Stop[],
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): [Part, string] {
  const id = freshId('lg');
  const body = stops
    .map((s) =>
      el('stop', {
        offset: `${Math.round(s.offset * 100)}%`,
        stopColor: s.color,
        stopOpacity: s.opacity,
      }),
    )
    .join('');
  return [
    el(
      'defs',
      {},
      el(
        'linearGradient',
        { id, x1: dir.x1 ?? 0, y1: dir.y1 ?? 0, x2: dir.x2 ?? 0, y2: dir.y2 ?? 1 },
        body,
      ),
    ),
    id,
  ];
}

export function radialGradient(
  stops: Stop[],
  at: { cx?: number; cy?: number; r?: number } = {},
): [Part, string] {
  const id = freshId('rg');
  const body = stops
    .map((s) =>
      el('stop', {
        offset: `${Math.round(s.offset * 100)}%`,
        stopColor: s.color,
        stopOpacity: s.opacity,
      }),
    )
    .join('');
  return [
    el(
      'defs',
      {},
      el('radialGradient', { id, cx: at.cx ?? 0.5, cy: at.cy ?? 0.5, r: at.r ?? 0.5 }, body),
    ),
    id,
  ];
}

// ── document ──

export interface DocOptions {
  width: number;
  height: number;
  /** Accessible name of the picture. */
  title?: string;
  /** Background fill under everything. */
  background?: string;
}

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A valid standalone SVG document: xmlns, viewBox, intrinsic size, optional <title>. */
export function svgDoc(o: DocOptions, ...parts: Part[]): Svg {
  let body =
    (o.title ? `<title>${esc(o.title)}</title>` : '') +
    (o.background ? rect(0, 0, o.width, o.height, o.background) : '') +
    parts.join('');
  // Renumber placeholder ids in order of first appearance, then prefix with a content hash.
  const seen = new Map<string, string>();
  const idPattern = new RegExp(`${ID_MARK}[A-Za-z]+\\d+`, 'g');
  body = body.replace(idPattern, (token) => {
    let k = seen.get(token);
    if (!k) {
      k = String(seen.size + 1);
      seen.set(token, k);
    }
    return `${ID_MARK}${k}`;
  });
  const prefix = `i${hashString(body).toString(36)}-`;
  body = body.split(ID_MARK).join(prefix);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${o.width} ${o.height}" ` +
    `width="${o.width}" height="${o.height}" role="img"${o.title ? ` aria-label="${esc(o.title)}"` : ''}>` +
    body +
    '</svg>'
  );
}

// ── colours ──

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  return [
    parseInt(full.slice(0, 2), 16),
    parseInt(full.slice(2, 4), 16),
    parseInt(full.slice(4, 6), 16),
  ];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mix two "#rrggbb" colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#1b1030', t);

/** Relative luminance 0..1 (for choosing light or dark lettering). */
export function luminance(c: string): number {
  const [r, gg, b] = parseHex(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * gg + 0.0722 * b;
}

// ── randomness ──

/** A seeded pseudo-random generator (mulberry32 over a string hash): same seed, same picture. */
export function seeded(seed: string): () => number {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rand: () => number, min: number, max: number): number {
  return min + (max - min) * rand();
}

export function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length) % list.length] as T;
}

// ── smooth paths ──

export type Pt = [number, number];

/** Catmull-Rom spline through the points as cubic Béziers; closed or open. */
export function smoothPath(points: Pt[], closed: boolean): string {
  if (points.length < 2) return '';
  const p = (i: number): Pt => {
    if (closed) return points[(i + points.length) % points.length] as Pt;
    return points[Math.max(0, Math.min(points.length - 1, i))] as Pt;
  };
  const first = p(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const count = closed ? points.length : points.length - 1;
  for (let i = 0; i < count; i += 1) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** A soft irregular blob around (cx, cy), for bushes, clouds, splashes. */
export function blob(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rand: () => number,
  points = 8,
  wobble = 0.18,
): string {
  const pts: Pt[] = [];
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + (rand() * 2 - 1) * wobble;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothPath(pts, true);
}

/** A star polygon's points. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, tips = 5): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < tips * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / tips;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return pts;
}

/** A rounded star path (soft tips) for stickers and sparkles. */
export function star(cx: number, cy: number, outer: number, fill: string, extra: Attrs = {}): Part {
  return polygon(starPoints(cx, cy, outer, outer * 0.48), fill, {
    strokeLinejoin: 'round',
    stroke: fill,
    strokeWidth: outer * 0.18,
    ...extra,
  });
}

export const heart = (cx: number, cy: number, s: number, fill: string, extra: Attrs = {}) =>
  path(
    `M${n(cx)} ${n(cy + s * 0.9)}C${n(cx - s * 1.4)} ${n(cy)} ${n(cx - s * 0.9)} ${n(cy - s * 1.1)} ${n(cx)} ${n(cy - s * 0.45)}` +
      `C${n(cx + s * 0.9)} ${n(cy - s * 1.1)} ${n(cx + s * 1.4)} ${n(cy)} ${n(cx)} ${n(cy + s * 0.9)}Z`,
    fill,
    extra,
  );
