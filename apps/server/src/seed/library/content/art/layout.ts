/**
 * Page furniture: cover layout with big rounded title lettering, picture-book pages, chapter
 * heads, interest tiles and banners. Sizes: covers 600×900, picture pages per book, chapter heads
 * 800×360, fact diagrams 800×450, tiles 400×400, banners 1600×400 (web) and 800×500 (mobile).
 */
import type { Svg } from '../content.types.ts';
import {
  circle,
  darken,
  el,
  esc,
  FONT,
  g,
  lighten,
  luminance,
  rect,
  svgDoc,
  type Part,
} from './svg.ts';

export const COVER_W = 600;
export const COVER_H = 900;
export const HEAD_W = 800;
export const HEAD_H = 360;
export const DIAGRAM_W = 800;
export const DIAGRAM_H = 450;
export const TILE = 400;

// ── lettering ──

const NARROW = new Set("il.,:;!|'’ ".split(''));
const WIDE = new Set('mwMW@'.split(''));

/**
 * Estimated advance width of bold text in the rounded font stack. Deliberately generous (the
 * fallback font on many systems is wide), so titles always fit.
 */
export function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.32;
    else if (NARROW.has(ch)) w += 0.34;
    else if (WIDE.has(ch)) w += 0.92;
    else if (/[A-Z]/.test(ch)) w += 0.72;
    else if (/[0-9]/.test(ch)) w += 0.64;
    else w += 0.62;
  }
  return w * size;
}

/** Greedy word wrap at a font size. */
export function wrap(text: string, size: number, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (!current || textWidth(next, size) <= maxWidth) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The biggest size (from max down to min) at which the text fits in maxLines lines. */
export function fitText(
  text: string,
  maxWidth: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
): { size: number; lines: string[] } {
  for (let size = maxSize; size >= minSize; size -= 2) {
    const lines = wrap(text, size, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size) <= maxWidth)) {
      return { size, lines };
    }
  }
  return { size: minSize, lines: wrap(text, minSize, maxWidth) };
}

export interface LetteringOptions {
  x: number;
  /** Baseline of the first line. */
  y: number;
  size: number;
  fill: string;
  outline?: string;
  outlineWidth?: number;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  lineHeight?: number;
  shadow?: boolean;
  letterSpacing?: number;
}

/** Bold lettering with an outline drawn underneath (no paint-order needed) and a soft shadow. */
export function lettering(lines: string[], o: LetteringOptions): Part {
  const lh = o.lineHeight ?? 1.08;
  const base = {
    x: o.x,
    fontFamily: FONT,
    fontSize: o.size,
    fontWeight: o.weight ?? 800,
    textAnchor: o.anchor ?? 'middle',
    letterSpacing: o.letterSpacing,
  };
  const layer = (fill: string, extra: Record<string, string | number>, dy = 0) =>
    lines
      .map((text, i) =>
        el('text', { ...base, y: o.y + i * o.size * lh + dy, fill, ...extra }, esc(text)),
      )
      .join('');
  const outline = o.outline ?? darken(o.fill, 0.6);
  const ow = o.outlineWidth ?? o.size * 0.2;
  return (
    (o.shadow !== false
      ? layer(
          '#000000',
          { stroke: '#000000', strokeWidth: ow, strokeLinejoin: 'round', opacity: 0.22 },
          o.size * 0.07,
        )
      : '') +
    (ow > 0 ? layer(outline, { stroke: outline, strokeWidth: ow, strokeLinejoin: 'round' }) : '') +
    layer(o.fill, {})
  );
}

/** A rounded pill with centred text; returns markup. */
export function pill(
  cx: number,
  cy: number,
  text: string,
  size: number,
  fill: string,
  color: string,
  padX = 0.9,
  fillOpacity?: number,
): Part {
  const w = textWidth(text, size) * 0.92 + size * padX * 2;
  const h = size * 1.7;
  return (
    rect(cx - w / 2, cy - h / 2, w, h, fill, { rx: h / 2, fillOpacity }) +
    el(
      'text',
      {
        x: cx,
        y: cy + size * 0.36,
        fontFamily: FONT,
        fontSize: size,
        fontWeight: 700,
        textAnchor: 'middle',
        fill: color,
      },
      esc(text),
    )
  );
}

// ── covers ──

export interface CoverOptions {
  title: string;
  author: string;
  /** Full-bleed picture for 600×900 (drawn first). */
  art: Part;
  /** Title colour; outline is a dark shade of `outline` (or of the fill). */
  titleColor?: string;
  outline?: string;
  /** Where the title sits. */
  titleAt?: 'top' | 'bottom';
  /** Small text above the title, e.g. a series name. */
  kicker?: string;
  /** A round badge in the top corner, e.g. "1" for a series position or "FACTS". */
  badge?: { text: string; color: string };
  /** Max title lines (default 3). */
  maxLines?: number;
}

/** A book cover: the picture, the title in big rounded lettering, the author in a pill. */
export function cover(o: CoverOptions): Svg {
  const titleColor = o.titleColor ?? '#ffffff';
  const outline = o.outline ?? (luminance(titleColor) > 0.5 ? '#2b2240' : '#ffffff');
  const fit = fitText(o.title, 540, o.maxLines ?? 3, 96, 44);
  const lh = 1.04;
  const blockH = fit.size * lh * (fit.lines.length - 1) + fit.size;
  const top = o.titleAt === 'bottom' ? COVER_H - 110 - blockH : o.kicker ? 118 : 84;
  const parts: Part[] = [o.art];
  if (o.kicker) {
    const ky = o.titleAt === 'bottom' ? top - 40 : 64;
    parts.push(pill(COVER_W / 2, ky, o.kicker, 26, '#ffffff', '#2b2240', 0.9, 0.9));
  }
  parts.push(
    lettering(fit.lines, {
      x: COVER_W / 2,
      y: top + fit.size * 0.8,
      size: fit.size,
      fill: titleColor,
      outline,
      outlineWidth: fit.size * 0.2,
      lineHeight: lh,
    }),
  );
  parts.push(pill(COVER_W / 2, COVER_H - 46, o.author, 24, '#ffffff', '#2b2240', 0.9, 0.9));
  if (o.badge) {
    const small = o.badge.text.length > 2;
    parts.push(
      circle(COVER_W - 62, o.titleAt === 'bottom' ? 62 : COVER_H - 140, 44, o.badge.color, {
        stroke: '#ffffff',
        strokeWidth: 6,
      }),
      el(
        'text',
        {
          x: COVER_W - 62,
          y: (o.titleAt === 'bottom' ? 62 : COVER_H - 140) + (small ? 8 : 14),
          fontFamily: FONT,
          fontSize: small ? 22 : 40,
          fontWeight: 800,
          textAnchor: 'middle',
          fill: '#ffffff',
        },
        esc(o.badge.text),
      ),
    );
  }
  return svgDoc({ width: COVER_W, height: COVER_H, title: `${o.title} — cover` }, ...parts);
}

/** A soft vertical band behind the title area to keep lettering readable over busy art. */
export function titleGlow(y: number, h: number, color: string, opacity = 0.35): Part {
  return rect(0, y, COVER_W, h, color, { opacity });
}

// ── pages, heads, tiles ──

/** A picture-book page of the given size. */
export function page(w: number, h: number, title: string, ...parts: Part[]): Svg {
  return svgDoc({ width: w, height: h, title }, ...parts);
}

/** A chapter-head vignette (800×360) in a rounded frame. */
export function chapterHead(title: string, ...parts: Part[]): Svg {
  return svgDoc({ width: HEAD_W, height: HEAD_H, title }, ...parts);
}

/** A nonfiction diagram (800×450). */
export function diagram(title: string, ...parts: Part[]): Svg {
  return svgDoc({ width: DIAGRAM_W, height: DIAGRAM_H, title }, ...parts);
}

/** A label on a diagram: small rounded text with a white halo. */
export function label(
  x: number,
  y: number,
  text: string,
  size = 24,
  color = '#2b2240',
  anchor: 'start' | 'middle' | 'end' = 'middle',
): Part {
  return lettering([text], {
    x,
    y,
    size,
    fill: color,
    outline: '#ffffff',
    outlineWidth: size * 0.28,
    anchor,
    weight: 700,
    shadow: false,
  });
}

/** An interest tile: a bright square with soft circles and the picture. */
export function tile(name: string, color: string, ...parts: Part[]): Svg {
  return svgDoc(
    { width: TILE, height: TILE, title: name },
    rect(0, 0, TILE, TILE, color),
    circle(60, 70, 90, lighten(color, 0.18)),
    circle(350, 360, 120, darken(color, 0.08)),
    circle(340, 60, 30, lighten(color, 0.3)),
    ...parts,
  );
}

// ── banners ──

export interface BannerArtOptions {
  name: string;
  headline: string;
  sub: string;
  button: string;
  background: string;
  headlineColor?: string;
  /** The picture; drawn in a box of the given size (art fits the right side on web, the top on mobile). */
  art: (w: number, h: number) => Part;
}

/** Web banner 1600×400: text block on the left, picture on the right. */
export function bannerWeb(o: BannerArtOptions): Svg {
  const hl = fitText(o.headline, 760, 1, 92, 56);
  const color = o.headlineColor ?? '#ffffff';
  return svgDoc(
    { width: 1600, height: 400, title: `${o.name} banner` },
    rect(0, 0, 1600, 400, o.background),
    circle(1500, -40, 220, lighten(o.background, 0.15)),
    circle(120, 420, 160, darken(o.background, 0.08)),
    g({ transform: 'translate(700 0)' }, o.art(900, 400)),
    lettering(hl.lines, { x: 90, y: 160, size: hl.size, fill: color, anchor: 'start' }),
    lettering([o.sub], {
      x: 92,
      y: 230,
      size: 36,
      fill: '#ffffff',
      outlineWidth: 7,
      anchor: 'start',
      weight: 700,
      shadow: false,
      outline: darken(o.background, 0.35),
    }),
    pill(
      92 + (textWidth(o.button, 30) * 0.92 + 54) / 2,
      310,
      o.button,
      30,
      '#ffffff',
      darken(o.background, 0.45),
    ),
  );
}

/** Mobile banner 800×500: picture on top, text below. */
export function bannerMobile(o: BannerArtOptions): Svg {
  const hl = fitText(o.headline, 720, 1, 76, 44);
  const color = o.headlineColor ?? '#ffffff';
  return svgDoc(
    { width: 800, height: 500, title: `${o.name} banner` },
    rect(0, 0, 800, 500, o.background),
    circle(720, 40, 150, lighten(o.background, 0.15)),
    o.art(800, 300),
    lettering(hl.lines, { x: 400, y: 370, size: hl.size, fill: color }),
    lettering([o.sub], {
      x: 400,
      y: 420,
      size: 28,
      fill: '#ffffff',
      outlineWidth: 6,
      weight: 700,
      shadow: false,
      outline: darken(o.background, 0.35),
    }),
    pill(400, 464, o.button, 24, '#ffffff', darken(o.background, 0.45)),
  );
}
