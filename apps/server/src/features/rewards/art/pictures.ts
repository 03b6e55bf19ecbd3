/**
 * Frames, stickers and badges drawn by code (200 × 200, centred on (100, 100)): gradients,
 * shapes and an emblem (emblems.ts). Deterministic: the same art parameters always give the
 * same bytes (so the ETag of a picture only changes with its parameters).
 */
import {
  circle,
  darken,
  el,
  FONT,
  g,
  heart,
  lighten,
  linearGradient,
  path,
  polygon,
  radialGradient,
  ref,
  star,
  starPoints,
  svgDoc,
  type Part,
} from '../../../seed/library/content/art/index.ts';
import type { BadgeArt, FrameArt, StickerArt } from './art.types.ts';
import { EMBLEM_DRAWINGS } from './emblems.ts';

const SIZE = 200;
const C = SIZE / 2;
const INK = '#2b2240';

const polar = (r: number, deg: number): [number, number] => {
  const a = (deg * Math.PI) / 180;
  return [C + Math.cos(a) * r, C + Math.sin(a) * r];
};

/** Points of a regular polygon (first corner at the top). */
const regular = (sides: number, r: number, turn = -90): Array<[number, number]> =>
  Array.from({ length: sides }, (_, i) => polar(r, turn + (360 / sides) * i));

/** A closed path of rounded "petals" around the centre (flower / scalloped outlines). */
function scallop(count: number, r: number, bump: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a0 = (360 / count) * i;
    const a1 = (360 / count) * (i + 1);
    const [x0, y0] = polar(r, a0);
    const [x1, y1] = polar(r, a1);
    const [cx, cy] = polar(r + bump * 2, (a0 + a1) / 2);
    d += `${i === 0 ? `M${x0.toFixed(1)} ${y0.toFixed(1)}` : ''}Q${cx.toFixed(1)} ${cy.toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}`;
  }
  return `${d}Z`;
}

/** The emblem centred in the picture at scale `s`. */
const emblem = (name: BadgeArt['emblem'], color: string, s: number, dy = 0) =>
  g({ transform: `translate(${C} ${C + dy}) scale(${s})` }, EMBLEM_DRAWINGS[name](color));

// ── frames ──

/** A ring for around the avatar: only the band between r = 80 and r = 99 is painted. */
export function drawFrame(art: FrameArt, title: string): string {
  const [outer, inner] = art.ring;
  const [defs, id] = linearGradient(
    [
      { offset: 0, color: outer },
      { offset: 1, color: inner },
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const band = (stroke: string) =>
    circle(C, C, 89.5, 'none', { stroke, strokeWidth: 19 }) +
    circle(C, C, 99, 'none', { stroke: darken(outer, 0.2), strokeWidth: 2 }) +
    circle(C, C, 80, 'none', { stroke: darken(inner, 0.2), strokeWidth: 2 });
  const around = (count: number, draw: (x: number, y: number, deg: number, i: number) => Part) =>
    Array.from({ length: count }, (_, i) => {
      const deg = -90 + (360 / count) * i;
      const [x, y] = polar(89.5, deg);
      return draw(x, y, deg, i);
    }).join('');
  const accent = art.accent;
  let decoration: Part;
  switch (art.pattern) {
    case 'glow':
      decoration =
        circle(C, C, 89.5, 'none', {
          stroke: lighten(accent, 0.5),
          strokeWidth: 4,
          strokeDasharray: '40 16',
          strokeLinecap: 'round',
        }) + around(4, (x, y) => star(x, y, 9, '#ffffff'));
      break;
    case 'dots':
      decoration = around(16, (x, y, _d, i) => circle(x, y, 5.5, i % 2 ? accent : '#ffffff'));
      break;
    case 'stars':
      decoration = around(10, (x, y, _d, i) => star(x, y, i % 2 ? 7 : 10, accent));
      break;
    case 'hearts':
      decoration = around(10, (x, y, _d, i) => heart(x, y, i % 2 ? 6.5 : 8, accent));
      break;
    case 'rainbow': {
      const colours = ['#ff5d5d', '#ff9f43', '#ffd23f', '#6bcb77', '#4d96ff', '#9b5de5'];
      decoration = colours
        .map((col, i) => circle(C, C, 97 - i * 3.3, 'none', { stroke: col, strokeWidth: 3.6 }))
        .join('');
      break;
    }
    case 'leaves':
      decoration = around(14, (x, y, deg) =>
        g(
          { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${deg + 45})` },
          path('M-9 0Q0 -10 9 0Q0 10 -9 0Z', accent),
          path('M-8 0H8', 'none', { stroke: darken(accent, 0.3), strokeWidth: 1.5 }),
        ),
      );
      break;
    case 'waves':
      decoration = path(scallop(18, 86, 4.5), 'none', {
        stroke: accent,
        strokeWidth: 5,
        strokeLinejoin: 'round',
      });
      break;
    case 'sunburst':
      decoration = around(24, (_x, _y, deg) => {
        const [x1, y1] = polar(81, deg);
        const [x2, y2] = polar(98, deg);
        return path(
          `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`,
          'none',
          {
            stroke: accent,
            strokeWidth: 4,
            strokeLinecap: 'round',
          },
        );
      });
      break;
    case 'gems':
      decoration = around(8, (x, y, deg, i) =>
        g(
          { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${deg + 90})` },
          polygon(
            [
              [0, -11],
              [8, -3],
              [0, 11],
              [-8, -3],
            ],
            i % 2 ? accent : lighten(accent, 0.45),
            { stroke: '#ffffff', strokeWidth: 1.5 },
          ),
        ),
      );
      break;
    case 'flowers':
      decoration = around(
        8,
        (x, y) =>
          [0, 72, 144, 216, 288]
            .map((a) => {
              const r = (a * Math.PI) / 180;
              return circle(x + Math.cos(r) * 5, y + Math.sin(r) * 5, 4.5, accent);
            })
            .join('') + circle(x, y, 3.5, '#ffd23f'),
      );
      break;
  }
  return svgDoc({ width: SIZE, height: SIZE, title }, defs, band(ref(id)), decoration);
}

// ── stickers ──

function stickerOutline(shape: StickerArt['shape']): string {
  switch (shape) {
    case 'circle':
      return `M${C} 8A92 92 0 1 1 ${C - 0.1} 8Z`;
    case 'blob':
      return scallop(9, 84, 5);
    case 'star': {
      const pts = starPoints(C, C + 6, 98, 62, 6);
      return `M${pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;
    }
    case 'heart':
      return 'M100 184C40 150 8 112 8 70C8 36 34 14 62 14C80 14 92 24 100 38C108 24 120 14 138 14C166 14 192 36 192 70C192 112 160 150 100 184Z';
  }
}

/** A die-cut sticker: white border, soft shadow, gradient face and the emblem. */
export function drawSticker(art: StickerArt, title: string): string {
  const outline = stickerOutline(art.shape);
  const [defs, id] = radialGradient(
    [
      { offset: 0, color: art.background[0] },
      { offset: 1, color: art.background[1] },
    ],
    { cx: 0.4, cy: 0.35, r: 0.75 },
  );
  return svgDoc(
    { width: SIZE, height: SIZE, title },
    defs,
    g({ transform: 'translate(0 4)' }, path(outline, INK, { opacity: 0.18 })),
    path(outline, '#ffffff'),
    g(
      { transform: `translate(${C} ${C}) scale(0.86) translate(${-C} ${-C})` },
      path(outline, ref(id)),
    ),
    emblem(
      art.emblem,
      art.color,
      art.shape === 'heart' ? 0.92 : 1.08,
      art.shape === 'heart' ? -6 : 0,
    ),
    art.shape === 'circle' || art.shape === 'blob'
      ? path('M46 52Q60 34 82 30', 'none', {
          stroke: '#ffffff',
          strokeWidth: 6,
          strokeLinecap: 'round',
          opacity: 0.55,
        })
      : '',
  );
}

// ── badges ──

function badgeOutline(shape: BadgeArt['shape']): string {
  switch (shape) {
    case 'circle':
      return `M${C} 14A86 86 0 1 1 ${C - 0.1} 14Z`;
    case 'shield':
      return 'M100 10L176 34V96C176 142 142 176 100 192C58 176 24 142 24 96V34Z';
    case 'hexagon': {
      const pts = regular(6, 90, -90);
      return `M${pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;
    }
    case 'burst': {
      const pts = starPoints(C, C, 94, 80, 16);
      return `M${pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;
    }
    case 'flower':
      return scallop(10, 80, 6);
  }
}

/** A badge: shaped face with a gradient, a shine, an inner ring, the emblem, a number ribbon. */
export function drawBadge(art: BadgeArt, title: string): string {
  const outline = badgeOutline(art.shape);
  const [top, bottom] = art.colors;
  const [faceDefs, face] = linearGradient([
    { offset: 0, color: lighten(top, 0.1) },
    { offset: 1, color: bottom },
  ]);
  const [shineDefs, shine] = radialGradient(
    [
      { offset: 0, color: '#ffffff', opacity: 0.9 },
      { offset: 1, color: '#ffffff', opacity: 0 },
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  );
  const ribbon = art.ribbon
    ? g(
        {},
        path('M34 138H166L156 156L166 174H34L44 156Z', darken(art.ribbonColor, 0.15)),
        path('M44 132H156V168H44Z', art.ribbonColor, { stroke: '#ffffff', strokeWidth: 3 }),
        el(
          'text',
          {
            x: C,
            y: 159,
            textAnchor: 'middle',
            fontFamily: FONT,
            fontSize: 24,
            fontWeight: 800,
            fill: '#ffffff',
          },
          art.ribbon.replace(/[^0-9A-Za-z+]/g, ''),
        ),
      )
    : '';
  return svgDoc(
    { width: SIZE, height: SIZE, title },
    faceDefs,
    shineDefs,
    g({ transform: 'translate(0 5)' }, path(outline, INK, { opacity: 0.2 })),
    path(outline, darken(bottom, 0.25)),
    g(
      { transform: `translate(${C} ${C}) scale(0.9) translate(${-C} ${-C})` },
      path(outline, ref(face)),
    ),
    circle(C, C - 4, 58, '#ffffff', { opacity: 0.92 }),
    circle(C, C - 4, 58, 'none', { stroke: lighten(top, 0.45), strokeWidth: 5 }),
    ellipse2(C - 30, C - 52, 34, 16, ref(shine)),
    emblem(art.emblem, art.emblemColor, 0.84, art.ribbon ? -12 : -4),
    ribbon,
  );
}

const ellipse2 = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  el('ellipse', { cx, cy, rx, ry, fill, transform: `rotate(-25 ${cx} ${cy})` });
