/**
 * Backgrounds and scenery: skies, sun, moon and stars, clouds, hills, trees, houses, water,
 * weather, rooms and the sea floor. All are parameterised so pages of one book can differ.
 */
import { eye, eyes, mouth, cheeks, type Mood } from './faces.ts';
import {
  between,
  blob,
  circle,
  darken,
  el,
  ellipse,
  g,
  lighten,
  line,
  linearGradient,
  n,
  path,
  pick,
  place,
  radialGradient,
  rect,
  ref,
  seeded,
  smoothPath,
  star,
  type Part,
  type Pt,
} from './svg.ts';

export type SkyKind =
  | 'day'
  | 'morning'
  | 'noon'
  | 'dusk'
  | 'night'
  | 'storm'
  | 'grey'
  | 'snow'
  | 'underwater'
  | 'space'
  | 'sunset';

const SKIES: Record<SkyKind, [string, string]> = {
  day: ['#6cc8f5', '#d8f3ff'],
  noon: ['#3fb2f0', '#bfeaff'],
  morning: ['#ffb48f', '#fff0b8'],
  dusk: ['#58479c', '#ff9f80'],
  sunset: ['#ff7a6b', '#ffd27a'],
  night: ['#10123a', '#36307a'],
  storm: ['#4f5b78', '#9aa6bc'],
  grey: ['#8fa3b8', '#dbe4ec'],
  snow: ['#a9c9ea', '#eef6ff'],
  underwater: ['#35c2e0', '#0a4f86'],
  space: ['#070722', '#1f1850'],
};

/** A full-size sky gradient. */
export function sky(w: number, h: number, kind: SkyKind): Part {
  const [top, bottom] = SKIES[kind];
  const [defs, id] = linearGradient([
    { offset: 0, color: top },
    { offset: 1, color: bottom },
  ]);
  return defs + rect(0, 0, w, h, ref(id));
}

export function skyColors(kind: SkyKind): [string, string] {
  return SKIES[kind];
}

/** The sun, with rounded rays and an optional face. */
export function sun(x: number, y: number, r: number, face?: Mood, color = '#ffd23f'): Part {
  const rays: Part[] = [];
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    const r1 = r * 1.22;
    const r2 = r * (i % 2 === 0 ? 1.62 : 1.45);
    rays.push(
      line(
        `M${n(x + Math.cos(a) * r1)} ${n(y + Math.sin(a) * r1)}L${n(x + Math.cos(a) * r2)} ${n(y + Math.sin(a) * r2)}`,
        color,
        r * 0.16,
      ),
    );
  }
  const [defs, id] = radialGradient(
    [
      { offset: 0, color: lighten(color, 0.45) },
      { offset: 1, color },
    ],
    { cx: 0.4, cy: 0.35, r: 0.7 },
  );
  return (
    defs +
    circle(x, y, r * 1.9, lighten(color, 0.5), { opacity: 0.35 }) +
    rays.join('') +
    circle(x, y, r, ref(id)) +
    (face
      ? eyes(x, y - r * 0.08, r * 0.6, r * 0.13, face) +
        mouth(x, y + r * 0.32, r * 0.45, face) +
        cheeks(x, y + r * 0.2, r * 1.05, r * 0.14)
      : '')
  );
}

/** The moon: a crescent (default) or a full moon, optionally with a sleepy face. */
export function moon(
  x: number,
  y: number,
  r: number,
  opts: { full?: boolean; face?: Mood; color?: string } = {},
): Part {
  const color = opts.color ?? '#fff4c2';
  const glow = circle(x, y, r * 1.7, color, { opacity: 0.16 });
  if (opts.full) {
    return (
      glow +
      circle(x, y, r, color) +
      circle(x - r * 0.35, y - r * 0.25, r * 0.18, darken(color, 0.08)) +
      circle(x + r * 0.3, y + r * 0.35, r * 0.12, darken(color, 0.08)) +
      circle(x + r * 0.4, y - r * 0.35, r * 0.09, darken(color, 0.08)) +
      (opts.face
        ? eyes(x, y - r * 0.05, r * 0.6, r * 0.12, opts.face) +
          mouth(x, y + r * 0.35, r * 0.4, opts.face)
        : '')
    );
  }
  // Crescent: outer circle minus an offset circle, as one path.
  const d =
    `M${n(x + r * 0.3)} ${n(y - r * 0.954)}` +
    `A${n(r)} ${n(r)} 0 1 0 ${n(x + r * 0.3)} ${n(y + r * 0.954)}` +
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + r * 0.3)} ${n(y - r * 0.954)}Z`;
  const face = opts.face
    ? eye(x - r * 0.7, y - r * 0.15, r * 0.1, opts.face, 0, false) +
      mouthSide(x - r * 0.72, y + r * 0.28, r * 0.2)
    : '';
  return glow + path(d, color) + face;
}

function mouthSide(x: number, y: number, w: number): Part {
  return line(
    `M${n(x - w / 2)} ${n(y)}Q${n(x)} ${n(y + w * 0.45)} ${n(x + w / 2)} ${n(y - w * 0.1)}`,
    '#2b2240',
    w * 0.18,
  );
}

/** Twinkling stars scattered over a region (seeded). */
export function stars(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  seed: string,
  color = '#fff6c8',
): Part {
  const rand = seeded(seed);
  const out: Part[] = [];
  for (let i = 0; i < count; i += 1) {
    const sx = x + rand() * w;
    const sy = y + rand() * h;
    const kind = rand();
    if (kind < 0.35) out.push(star(sx, sy, between(rand, 5, 11), color));
    else
      out.push(circle(sx, sy, between(rand, 1.2, 3.2), color, { opacity: between(rand, 0.55, 1) }));
  }
  return out.join('');
}

/** A puffy cloud with a flat bottom; `mood` gives it a face. */
export function cloud(x: number, y: number, s: number, color = '#ffffff', mood?: Mood): Part {
  const shade = darken(color, 0.1);
  const body =
    path(
      `M${n(x - 70 * s)} ${n(y + 20 * s)}` +
        `C${n(x - 100 * s)} ${n(y + 20 * s)} ${n(x - 100 * s)} ${n(y - 25 * s)} ${n(x - 62 * s)} ${n(y - 18 * s)}` +
        `C${n(x - 60 * s)} ${n(y - 60 * s)} ${n(x - 5 * s)} ${n(y - 70 * s)} ${n(x + 8 * s)} ${n(y - 35 * s)}` +
        `C${n(x + 25 * s)} ${n(y - 62 * s)} ${n(x + 78 * s)} ${n(y - 50 * s)} ${n(x + 70 * s)} ${n(y - 12 * s)}` +
        `C${n(x + 105 * s)} ${n(y - 10 * s)} ${n(x + 102 * s)} ${n(y + 20 * s)} ${n(x + 72 * s)} ${n(y + 20 * s)}Z`,
      color,
    ) +
    path(`M${n(x - 78 * s)} ${n(y + 20 * s)}H${n(x + 74 * s)}`, 'none', {
      stroke: shade,
      strokeWidth: 4 * s,
      strokeLinecap: 'round',
    });
  const face = mood
    ? eyes(x, y - 8 * s, 40 * s, 6 * s, mood) +
      mouth(x, y + 6 * s, 18 * s, mood) +
      cheeks(x, y + 2 * s, 62 * s, 7 * s)
    : '';
  return body + face;
}

/** Layered rolling hills from `baseY` down to the bottom; back layers first. */
export function hills(
  w: number,
  h: number,
  baseY: number,
  colors: string[],
  seed: string,
  amplitude = 40,
): Part {
  const rand = seeded(seed);
  return colors
    .map((color, i) => {
      const top = baseY + i * ((h - baseY) / (colors.length + 1.2));
      const pts: Pt[] = [];
      const steps = 5;
      for (let k = 0; k <= steps; k += 1) {
        pts.push([(k / steps) * (w + 80) - 40, top + (rand() * 2 - 1) * amplitude]);
      }
      return path(`${smoothPath(pts, false)}L${n(w + 40)} ${n(h + 10)}L-40 ${n(h + 10)}Z`, color);
    })
    .join('');
}

/** Flat-ish ground with a gently curved top. */
export function ground(w: number, h: number, y: number, color: string, bump = 12): Part {
  return path(
    `M0 ${n(y)}Q${n(w * 0.25)} ${n(y - bump)} ${n(w * 0.5)} ${n(y)}T${n(w)} ${n(y)}V${n(h)}H0Z`,
    color,
  );
}

export type TreeKind =
  'round' | 'pine' | 'palm' | 'autumn' | 'bare' | 'blossom' | 'snowy' | 'apple';

/** A tree standing on (x, y); about 260 units tall at s = 1. */
export function tree(x: number, y: number, s: number, kind: TreeKind = 'round', seed = 't'): Part {
  const rand = seeded(`${seed}${x}${y}`);
  const trunk = '#8a5a3b';
  const parts: Part[] = [];
  if (kind === 'pine' || kind === 'snowy') {
    parts.push(rect(-12, -50, 24, 50, trunk, { rx: 6 }));
    const green = kind === 'snowy' ? '#2f7d5b' : pick(rand, ['#2f8f5b', '#28805a', '#3a9c66']);
    for (let i = 0; i < 3; i += 1) {
      const top = -250 + i * 62;
      const half = 62 + i * 26;
      parts.push(
        path(`M0 ${top}L${half} ${top + 110}Q0 ${top + 124} ${-half} ${top + 110}Z`, green, {
          stroke: green,
          strokeWidth: 10,
          strokeLinejoin: 'round',
        }),
      );
      if (kind === 'snowy') {
        parts.push(
          path(
            `M0 ${top - 4}L${half * 0.45} ${top + 45}Q${half * 0.22} ${top + 55} 0 ${top + 44}Q${-half * 0.22} ${top + 56} ${-half * 0.45} ${top + 45}Z`,
            '#ffffff',
            { stroke: '#ffffff', strokeWidth: 8, strokeLinejoin: 'round' },
          ),
        );
      }
    }
  } else if (kind === 'palm') {
    parts.push(
      path('M-10 0Q-4 -120 30 -230L44 -226Q12 -120 12 0Z', '#a8743f'),
      ...[-150, -100, -40, 10, 60].map((deg) =>
        g(
          place(37, -228, 1, false, deg),
          path('M0 0Q60 -30 120 10Q60 -8 0 0Z', '#2fae61', { stroke: '#238a4c', strokeWidth: 3 }),
        ),
      ),
      circle(30, -222, 10, '#7a4a2a'),
      circle(46, -218, 10, '#7a4a2a'),
    );
  } else if (kind === 'bare') {
    parts.push(
      path('M-14 0Q-8 -80 -6 -150L6 -150Q10 -80 14 0Z', trunk),
      line('M-2 -120Q-50 -160 -80 -190', trunk, 10),
      line('M2 -140Q40 -180 70 -210', trunk, 9),
      line('M0 -150Q-4 -200 4 -240', trunk, 8),
      line('M-40 -150Q-50 -180 -40 -200', trunk, 5),
      line('M36 -170Q60 -170 80 -160', trunk, 5),
    );
  } else {
    const palette: Record<string, string[]> = {
      round: ['#4cb963', '#3ea457', '#62c96f'],
      apple: ['#4cb963', '#3ea457', '#62c96f'],
      autumn: ['#f08a24', '#e4572e', '#f6c453'],
      blossom: ['#ffb3c8', '#ff9ab8', '#ffd1de'],
    };
    const colors = palette[kind] ?? palette.round!;
    parts.push(path('M-16 0Q-10 -70 -8 -120L8 -120Q10 -70 16 0Z', trunk));
    parts.push(
      line('M0 -90Q-26 -110 -40 -135', trunk, 8),
      line('M0 -100Q24 -118 36 -140', trunk, 8),
    );
    const c0 = colors[0] as string;
    parts.push(path(blob(0, -170, 105, 82, rand, 9, 0.12), darken(c0, 0.08)));
    parts.push(path(blob(-40, -190, 62, 55, rand, 7, 0.15), c0));
    parts.push(path(blob(40, -188, 64, 56, rand, 7, 0.15), colors[1] as string));
    parts.push(path(blob(0, -225, 66, 50, rand, 7, 0.15), colors[2] as string));
    if (kind === 'apple') {
      for (let i = 0; i < 6; i += 1) {
        parts.push(circle(between(rand, -80, 80), between(rand, -230, -130), 9, '#e8413c'));
      }
    }
    if (kind === 'blossom') {
      for (let i = 0; i < 10; i += 1) {
        parts.push(
          circle(between(rand, -85, 85), between(rand, -240, -120), 5, '#ffffff', {
            opacity: 0.85,
          }),
        );
      }
    }
  }
  return g(place(x, y, s), ...parts);
}

/** A small rounded bush. */
export function bush(x: number, y: number, s: number, color = '#3fae5a', seed = 'b'): Part {
  const rand = seeded(`${seed}${x}`);
  return g(
    place(x, y, s),
    path(blob(0, -34, 70, 40, rand, 8, 0.14), darken(color, 0.1)),
    path(blob(-22, -44, 38, 30, rand, 6, 0.15), color),
    path(blob(24, -42, 36, 28, rand, 6, 0.15), lighten(color, 0.12)),
    rect(-70, -8, 140, 10, darken(color, 0.1), { rx: 5 }),
  );
}

/** A flower on a stem, rooted at (x, y). */
export function flower(x: number, y: number, s: number, color: string, center = '#ffd23f'): Part {
  const petals: Part[] = [];
  for (let i = 0; i < 6; i += 1) {
    const a = (i / 6) * Math.PI * 2;
    petals.push(circle(Math.cos(a) * 11, -60 + Math.sin(a) * 11, 9, color));
  }
  return g(
    place(x, y, s),
    line('M0 0Q-4 -30 0 -58', '#3b9a4b', 5),
    path('M0 -22Q18 -36 26 -26Q14 -16 0 -22Z', '#4cb963'),
    ...petals,
    circle(0, -60, 8, center),
  );
}

/** A row of grass tufts along y. */
export function grass(
  x1: number,
  x2: number,
  y: number,
  color: string,
  seed: string,
  every = 38,
): Part {
  const rand = seeded(seed);
  const out: Part[] = [];
  for (let x = x1; x < x2; x += every * between(rand, 0.7, 1.3)) {
    const hgt = between(rand, 12, 22);
    out.push(
      line(
        `M${n(x - 7)} ${n(y)}Q${n(x - 8)} ${n(y - hgt * 0.6)} ${n(x - 12)} ${n(y - hgt)}M${n(x)} ${n(y)}Q${n(x)} ${n(y - hgt)} ${n(x + 2)} ${n(y - hgt * 1.25)}M${n(x + 7)} ${n(y)}Q${n(x + 9)} ${n(y - hgt * 0.6)} ${n(x + 13)} ${n(y - hgt)}`,
        color,
        3.5,
      ),
    );
  }
  return out.join('');
}

export interface HouseOptions {
  wall?: string;
  roof?: string;
  door?: string;
  lit?: boolean;
  chimneySmoke?: boolean;
}

/** A cosy house standing on (x, y); about 230 units tall at s = 1. */
export function house(x: number, y: number, s: number, o: HouseOptions = {}): Part {
  const wall = o.wall ?? '#ffe3b3';
  const roof = o.roof ?? '#e4572e';
  const door = o.door ?? '#6c4ab6';
  const win = o.lit ? '#ffd86b' : '#bfe8ff';
  const windowAt = (wx: number, wy: number) =>
    rect(wx, wy, 40, 40, win, { rx: 6, stroke: '#ffffff', strokeWidth: 5 }) +
    line(`M${wx + 20} ${wy + 2}V${wy + 38}M${wx + 2} ${wy + 20}H${wx + 38}`, '#ffffff', 4);
  return g(
    place(x, y, s),
    rect(60, -220, 26, 60, darken(roof, 0.25), { rx: 4 }),
    o.chimneySmoke
      ? circle(76, -236, 10, '#ffffff', { opacity: 0.7 }) +
          circle(88, -258, 13, '#ffffff', { opacity: 0.55 }) +
          circle(104, -284, 16, '#ffffff', { opacity: 0.4 })
      : '',
    rect(-100, -140, 200, 140, wall, { rx: 8 }),
    path('M-122 -132L0 -230L122 -132Z', roof, {
      stroke: roof,
      strokeWidth: 14,
      strokeLinejoin: 'round',
    }),
    rect(-24, -82, 48, 82, door, { rx: 22 }),
    circle(12, -40, 4, '#ffd23f'),
    windowAt(-82, -112),
    windowAt(42, -112),
    circle(0, -170, 16, win, { stroke: '#ffffff', strokeWidth: 5 }),
  );
}

/** Water from y down to h with a wavy surface and a few wave marks. */
export function water(w: number, h: number, y: number, color = '#2e9fd9', seed = 'w'): Part {
  const rand = seeded(seed);
  let d = `M0 ${n(y)}`;
  const waves = 8;
  const step = w / waves;
  for (let i = 0; i < waves; i += 1) {
    d += `Q${n(i * step + step / 2)} ${n(y - 14)} ${n((i + 1) * step)} ${n(y)}`;
  }
  d += `V${n(h)}H0Z`;
  const [defs, id] = linearGradient([
    { offset: 0, color: lighten(color, 0.15) },
    { offset: 1, color: darken(color, 0.25) },
  ]);
  const marks: Part[] = [];
  for (let i = 0; i < 7; i += 1) {
    const mx = rand() * w;
    const my = y + 30 + rand() * (h - y - 40);
    marks.push(
      line(`M${n(mx)} ${n(my)}q12 -8 24 0t24 0`, lighten(color, 0.4), 4, { opacity: 0.7 }),
    );
  }
  return defs + path(d, ref(id)) + marks.join('');
}

/** Falling raindrops over an area. */
export function rain(
  x: number,
  y: number,
  w: number,
  h: number,
  seed: string,
  color = '#8fd3ff',
): Part {
  const rand = seeded(seed);
  const out: Part[] = [];
  for (let i = 0; i < Math.round((w * h) / 9000); i += 1) {
    const rx = x + rand() * w;
    const ry = y + rand() * h;
    out.push(
      path(`M${n(rx)} ${n(ry)}q5 10 0 13q-5 -3 0 -13Z`, color, {
        stroke: color,
        strokeWidth: 3,
        strokeLinejoin: 'round',
      }),
    );
  }
  return out.join('');
}

/** Falling snowflakes (dots and little six-armed flakes). */
export function snow(x: number, y: number, w: number, h: number, seed: string): Part {
  const rand = seeded(seed);
  const out: Part[] = [];
  for (let i = 0; i < Math.round((w * h) / 7000); i += 1) {
    const sx = x + rand() * w;
    const sy = y + rand() * h;
    if (rand() < 0.3) out.push(snowflake(sx, sy, between(rand, 6, 12)));
    else out.push(circle(sx, sy, between(rand, 2.5, 6), '#ffffff', { opacity: 0.9 }));
  }
  return out.join('');
}

export function snowflake(x: number, y: number, r: number, color = '#ffffff'): Part {
  let d = '';
  for (let i = 0; i < 3; i += 1) {
    const a = (i / 3) * Math.PI;
    d += `M${n(x - Math.cos(a) * r)} ${n(y - Math.sin(a) * r)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  }
  return line(d, color, Math.max(1.5, r * 0.22));
}

/** A rainbow arc centred on (cx, cy). */
export function rainbow(cx: number, cy: number, r: number, band = 18): Part {
  const colors = ['#ff5d5d', '#ff9f43', '#ffd93d', '#6bcb77', '#4d96ff', '#9b6bff'];
  return colors
    .map((c, i) => {
      const rr = r - i * band;
      return line(
        `M${n(cx - rr)} ${n(cy)}A${n(rr)} ${n(rr)} 0 0 1 ${n(cx + rr)} ${n(cy)}`,
        c,
        band + 0.5,
        {
          strokeLinecap: 'butt',
        },
      );
    })
    .join('');
}

/** A mountain range silhouette with snowy peaks. */
export function mountains(
  w: number,
  baseY: number,
  color: string,
  seed: string,
  snowCaps = true,
): Part {
  const rand = seeded(seed);
  const out: Part[] = [];
  const count = 4;
  for (let i = 0; i < count; i += 1) {
    const cx = (i + 0.5) * (w / count) + between(rand, -40, 40);
    const hgt = between(rand, 140, 230);
    const half = between(rand, 130, 190);
    const c = i % 2 === 0 ? color : darken(color, 0.08);
    out.push(
      path(
        `M${n(cx - half)} ${n(baseY)}L${n(cx)} ${n(baseY - hgt)}L${n(cx + half)} ${n(baseY)}Z`,
        c,
        { stroke: c, strokeWidth: 14, strokeLinejoin: 'round' },
      ),
    );
    if (snowCaps) {
      const k = 0.3;
      out.push(
        path(
          `M${n(cx - half * k)} ${n(baseY - hgt * (1 - k))}L${n(cx)} ${n(baseY - hgt)}L${n(cx + half * k)} ${n(baseY - hgt * (1 - k))}L${n(cx + half * 0.1)} ${n(baseY - hgt * (1 - k) + 12)}L${n(cx - half * 0.08)} ${n(baseY - hgt * (1 - k) - 2)}Z`,
          '#ffffff',
          { stroke: '#ffffff', strokeWidth: 12, strokeLinejoin: 'round' },
        ),
      );
    }
  }
  return out.join('');
}

/** A friendly volcano standing on (x, y); erupting adds lava and a smoke plume. */
export function volcano(x: number, y: number, s: number, erupting = false): Part {
  return g(
    place(x, y, s),
    erupting
      ? circle(-30, -300, 40, '#9aa0ad', { opacity: 0.8 }) +
          circle(20, -330, 52, '#b7bcc7', { opacity: 0.8 }) +
          circle(70, -370, 60, '#cfd3db', { opacity: 0.75 }) +
          path('M-30 -230Q-60 -320 -10 -300Q0 -360 30 -300Q80 -320 40 -230Z', '#ff7b29')
      : '',
    path('M-220 0L-60 -220Q0 -236 60 -220L220 0Z', '#8b5e4a', {
      stroke: '#8b5e4a',
      strokeWidth: 16,
      strokeLinejoin: 'round',
    }),
    path('M-60 -220Q0 -236 60 -220L40 -196Q0 -206 -40 -196Z', '#5a3a30'),
    erupting
      ? path('M-38 -205Q-60 -150 -40 -120Q-20 -160 -10 -210Z', '#ff5a1f') +
          path('M20 -210Q50 -140 80 -110Q70 -170 40 -212Z', '#ff8c1f')
      : '',
    path('M-150 0Q-120 -60 -90 -80', 'none', {
      stroke: '#a9776a',
      strokeWidth: 10,
      strokeLinecap: 'round',
    }),
  );
}

export interface RoomOptions {
  wall?: string;
  floor?: string;
  /** What the window shows; omit for no window. */
  window?: 'night' | 'day' | 'dusk' | 'snow' | 'rain';
  windowX?: number;
  rug?: string;
  seed?: string;
}

/** An interior: wall, floor, skirting, an optional window with a view, and a rug. */
export function room(w: number, h: number, o: RoomOptions = {}): Part {
  const wall = o.wall ?? '#ffe9c9';
  const floor = o.floor ?? '#d9a066';
  const floorY = h * 0.72;
  const parts: Part[] = [
    rect(0, 0, w, floorY, wall),
    // wallpaper dots
    ...Array.from({ length: Math.ceil(w / 80) * Math.ceil(floorY / 80) }, (_, i) => {
      const cols = Math.ceil(w / 80);
      const cx = (i % cols) * 80 + ((Math.floor(i / cols) % 2) * 40 + 20);
      const cy = Math.floor(i / cols) * 80 + 30;
      return circle(cx, cy, 4, darken(wall, 0.07));
    }),
    rect(0, floorY, w, h - floorY, floor),
    ...Array.from({ length: 6 }, (_, i) =>
      line(`M0 ${n(floorY + ((i + 1) * (h - floorY)) / 7)}H${w}`, darken(floor, 0.08), 3),
    ),
    rect(0, floorY - 10, w, 14, lighten(floor, 0.35)),
  ];
  if (o.window) {
    const wx = o.windowX ?? w * 0.62;
    const wy = h * 0.12;
    const ww = w * 0.26;
    const wh = h * 0.34;
    const view: SkyKind =
      o.window === 'night'
        ? 'night'
        : o.window === 'dusk'
          ? 'dusk'
          : o.window === 'rain'
            ? 'grey'
            : o.window === 'snow'
              ? 'snow'
              : 'day';
    const [defs, id] = linearGradient([
      { offset: 0, color: SKIES[view][0] },
      { offset: 1, color: SKIES[view][1] },
    ]);
    let inside = '';
    if (o.window === 'night') {
      inside =
        stars(wx + 8, wy + 8, ww - 16, wh * 0.7, 9, `${o.seed ?? 'r'}win`) +
        moon(wx + ww * 0.7, wy + wh * 0.3, ww * 0.13);
    } else if (o.window === 'day') {
      inside = cloud(wx + ww * 0.35, wy + wh * 0.4, ww / 450);
    } else if (o.window === 'snow') {
      inside = snow(wx + 6, wy + 6, ww - 12, wh - 12, `${o.seed ?? 'r'}snow`);
    } else if (o.window === 'rain') {
      inside = rain(wx + 6, wy + 6, ww - 12, wh - 12, `${o.seed ?? 'r'}rain`, '#dff3ff');
    }
    parts.push(
      defs,
      rect(wx - 12, wy - 12, ww + 24, wh + 24, '#ffffff', { rx: 10 }),
      rect(wx, wy, ww, wh, ref(id), { rx: 4 }),
      inside,
      line(
        `M${n(wx + ww / 2)} ${n(wy)}V${n(wy + wh)}M${n(wx)} ${n(wy + wh / 2)}H${n(wx + ww)}`,
        '#ffffff',
        8,
      ),
      path(
        `M${n(wx - 30)} ${n(wy - 24)}H${n(wx + 26)}Q${n(wx + 10)} ${n(wy + wh * 0.6)} ${n(wx + 18)} ${n(wy + wh + 30)}H${n(wx - 30)}Z`,
        '#e86f8a',
      ),
      path(
        `M${n(wx + ww + 30)} ${n(wy - 24)}H${n(wx + ww - 26)}Q${n(wx + ww - 10)} ${n(wy + wh * 0.6)} ${n(wx + ww - 18)} ${n(wy + wh + 30)}H${n(wx + ww + 30)}Z`,
        '#e86f8a',
      ),
      rect(wx - 44, wy - 32, ww + 88, 12, '#b0566b', { rx: 6 }),
    );
  }
  if (o.rug) {
    parts.push(
      ellipse(w * 0.45, h * 0.88, w * 0.3, h * 0.07, o.rug),
      ellipse(w * 0.45, h * 0.88, w * 0.24, h * 0.05, 'none', {
        stroke: lighten(o.rug, 0.35),
        strokeWidth: 5,
        strokeDasharray: '14 10',
      }),
    );
  }
  return parts.join('');
}

/** A bed seen from the side, standing on (x, y), about 300 units wide. */
export function bed(x: number, y: number, s: number, blanket = '#6c8cff'): Part {
  return g(
    place(x, y, s),
    rect(-160, -150, 26, 150, '#b9794f', { rx: 10 }),
    rect(134, -100, 26, 100, '#b9794f', { rx: 10 }),
    rect(-150, -70, 300, 50, '#d89a6b', { rx: 10 }),
    ellipse(-100, -86, 44, 22, '#ffffff'),
    path('M-70 -70Q-60 -110 0 -108H140Q152 -100 150 -70Z', blanket),
    line('M-40 -98Q40 -90 140 -96', lighten(blanket, 0.35), 5, { strokeDasharray: '2 14' }),
  );
}

/** Seaweed swaying upward from (x, y). */
export function seaweed(x: number, y: number, hgt: number, color: string, seed: string): Part {
  const rand = seeded(seed);
  const pts: Pt[] = [];
  const steps = 5;
  for (let i = 0; i <= steps; i += 1) {
    pts.push([x + (i % 2 === 0 ? -1 : 1) * between(rand, 8, 16), y - (i / steps) * hgt]);
  }
  return (
    line(smoothPath(pts, false), color, 12) +
    line(
      smoothPath(
        pts.map(([px, py]) => [px + 14, py + 20]),
        false,
      ),
      darken(color, 0.1),
      8,
    )
  );
}

export function bubbles(x: number, y: number, w: number, h: number, seed: string, count = 8): Part {
  const rand = seeded(seed);
  return Array.from({ length: count }, () =>
    circle(x + rand() * w, y + rand() * h, between(rand, 4, 12), 'none', {
      stroke: '#e6fbff',
      strokeWidth: 3,
      opacity: 0.8,
    }),
  ).join('');
}

/** The sea floor: sand, pebbles and coral. */
export function seaFloor(w: number, h: number, y: number, seed: string): Part {
  const rand = seeded(seed);
  const out: Part[] = [ground(w, h, y, '#f3d9a4', 16)];
  for (let i = 0; i < 6; i += 1) {
    out.push(
      ellipse(
        rand() * w,
        y + 20 + rand() * (h - y - 20),
        between(rand, 8, 18),
        between(rand, 5, 10),
        '#d9b77c',
      ),
    );
  }
  for (let i = 0; i < 3; i += 1) {
    const cx = between(rand, 0.05, 0.95) * w;
    out.push(
      coral(cx, y + 12, between(rand, 0.6, 1), pick(rand, ['#ff7b9c', '#ff9f5a', '#b57bff'])),
    );
  }
  return out.join('');
}

export function coral(x: number, y: number, s: number, color: string): Part {
  return g(
    place(x, y, s),
    line('M0 0V-60M0 -30Q-30 -40 -30 -80M0 -40Q26 -50 30 -90M-30 -60Q-44 -70 -46 -92', color, 14),
    circle(0, -62, 8, color),
    circle(-30, -82, 8, color),
    circle(30, -92, 8, color),
    circle(-46, -94, 7, color),
  );
}

/** A planet with an optional ring. */
export function planet(x: number, y: number, r: number, color: string, ring = false): Part {
  const [defs, id] = radialGradient(
    [
      { offset: 0, color: lighten(color, 0.35) },
      { offset: 1, color: darken(color, 0.15) },
    ],
    { cx: 0.35, cy: 0.35, r: 0.75 },
  );
  const back = ring
    ? el('ellipse', {
        cx: x,
        cy: y,
        rx: r * 1.8,
        ry: r * 0.45,
        fill: 'none',
        stroke: lighten(color, 0.5),
        strokeWidth: r * 0.16,
        transform: `rotate(-15 ${n(x)} ${n(y)})`,
      })
    : '';
  const front = ring
    ? el('path', {
        d: `M${n(x - r * 1.8)} ${n(y)}A${n(r * 1.8)} ${n(r * 0.45)} 0 0 0 ${n(x + r * 1.8)} ${n(y)}`,
        fill: 'none',
        stroke: lighten(color, 0.5),
        strokeWidth: r * 0.16,
        transform: `rotate(-15 ${n(x)} ${n(y)})`,
      })
    : '';
  return (
    defs +
    back +
    circle(x, y, r, ref(id)) +
    path(
      `M${n(x - r * 0.8)} ${n(y - r * 0.2)}Q${n(x)} ${n(y - r * 0.05)} ${n(x + r * 0.85)} ${n(y - r * 0.35)}`,
      'none',
      {
        stroke: darken(color, 0.08),
        strokeWidth: r * 0.12,
        strokeLinecap: 'round',
        opacity: 0.5,
      },
    ) +
    front
  );
}

/** A road across the picture at y with a dashed centre line. */
export function road(w: number, y: number, hgt = 70, color = '#5b5f6e'): Part {
  return (
    rect(0, y, w, hgt, color) +
    line(`M0 ${n(y + hgt / 2)}H${w}`, '#ffe066', 5, {
      strokeDasharray: '34 26',
      strokeLinecap: 'butt',
    })
  );
}

/** A simple wooden fence from x1 to x2 standing on y. */
export function fence(x1: number, x2: number, y: number, color = '#f6e0c0'): Part {
  const out: Part[] = [
    rect(x1, y - 52, x2 - x1, 10, darken(color, 0.08), { rx: 4 }),
    rect(x1, y - 28, x2 - x1, 10, darken(color, 0.08), { rx: 4 }),
  ];
  for (let x = x1 + 10; x < x2; x += 40) {
    out.push(path(`M${n(x)} ${n(y)}V${n(y - 66)}l11 -12l11 12V${n(y)}Z`, color));
  }
  return out.join('');
}

/** Falling or lying leaves in autumn colours. */
export function leaves(x: number, y: number, w: number, h: number, seed: string, count = 10): Part {
  const rand = seeded(seed);
  return Array.from({ length: count }, () => {
    const lx = x + rand() * w;
    const ly = y + rand() * h;
    const c = pick(rand, ['#f08a24', '#e4572e', '#f6c453', '#c8553d']);
    return g(
      place(lx, ly, between(rand, 0.7, 1.2), false, between(rand, 0, 360)),
      path('M0 -12Q12 0 0 12Q-12 0 0 -12Z', c),
      line('M0 -10V10', darken(c, 0.2), 1.5),
    );
  }).join('');
}

export interface LandscapeOptions {
  w: number;
  h: number;
  sky: SkyKind;
  seed: string;
  /** Hill colours from back to front; the last is the ground the cast stands on. */
  hills?: string[];
  /** Top of the hills. */
  horizon?: number;
  sun?: { x: number; y: number; r: number; face?: Mood };
  moon?: { x: number; y: number; r: number; face?: Mood; full?: boolean };
  stars?: number;
  clouds?: Array<{ x: number; y: number; s: number; face?: Mood; color?: string }>;
  trees?: Array<{ x: number; y?: number; s: number; kind?: TreeKind }>;
  flowers?: number;
  grass?: boolean;
}

/** A whole outdoor backdrop: sky, sun or moon, stars, clouds, hills, trees, flowers. */
export function landscape(o: LandscapeOptions): Part {
  const horizon = o.horizon ?? o.h * 0.62;
  const night = o.sky === 'night' || o.sky === 'dusk' || o.sky === 'space';
  const hillColors =
    o.hills ??
    (night
      ? ['#3d4a8a', '#2f3b73', '#27325f']
      : o.sky === 'snow'
        ? ['#e8f1fb', '#ffffff']
        : ['#a8e08f', '#7ccf6a', '#5fbf5a']);
  const parts: Part[] = [sky(o.w, o.h, o.sky)];
  if (o.stars) parts.push(stars(0, 0, o.w, horizon * 0.9, o.stars, `${o.seed}-stars`));
  if (o.sun) parts.push(sun(o.sun.x, o.sun.y, o.sun.r, o.sun.face));
  if (o.moon)
    parts.push(moon(o.moon.x, o.moon.y, o.moon.r, { face: o.moon.face, full: o.moon.full }));
  for (const c of o.clouds ?? [])
    parts.push(
      cloud(c.x, c.y, c.s, c.color ?? (o.sky === 'storm' ? '#c9d0dc' : '#ffffff'), c.face),
    );
  const back = hillColors.slice(0, -1);
  const front = hillColors[hillColors.length - 1] as string;
  if (back.length) parts.push(hills(o.w, o.h, horizon, back, `${o.seed}-hills`, 34));
  for (const t of o.trees ?? [])
    parts.push(tree(t.x, t.y ?? horizon + 40, t.s, t.kind ?? 'round', o.seed));
  const groundY = horizon + (o.h - horizon) * 0.38;
  parts.push(ground(o.w, o.h, groundY, front, 16));
  if (o.grass !== false && !night && o.sky !== 'snow')
    parts.push(grass(10, o.w, groundY + 24, darken(front, 0.12), `${o.seed}-grass`, 70));
  if (o.flowers) {
    const rand = seeded(`${o.seed}-flowers`);
    for (let i = 0; i < o.flowers; i += 1) {
      parts.push(
        flower(
          between(rand, 20, o.w - 20),
          between(rand, groundY + 30, o.h - 10),
          between(rand, 0.45, 0.7),
          pick(rand, ['#ff7bac', '#ffd23f', '#ffffff', '#b57bff', '#ff9f43']),
        ),
      );
    }
  }
  return parts.join('');
}

/** The y where a landscape's front ground starts (stand characters a little below it). */
export function groundLine(h: number, horizon = h * 0.62): number {
  return horizon + (h - horizon) * 0.38;
}
