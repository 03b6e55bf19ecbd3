/**
 * Emblems of badges and stickers: small vector pictures centred on (0, 0), about 100 units
 * across (−50 … 50). Drawn with the project's own drawing kit (seed/library/content/art, the
 * kit that draws the demo books) or with plain shapes here; no emoji, no text, no images.
 */
import {
  apple,
  balloons,
  bug,
  castle,
  circle,
  clock,
  cloud,
  cupcake,
  darken,
  dino,
  ellipse,
  fish,
  flower,
  frog,
  g,
  heart,
  kite,
  lighten,
  line,
  magnifier,
  moon,
  octopus,
  openBook,
  owl,
  path,
  place,
  planet,
  polygon,
  rainbow,
  rect,
  rocket,
  star,
  sun,
  treasureChest,
  trophy,
  turtle,
  whale,
  type Part,
} from '../../../seed/library/content/art/index.ts';
import type { Emblem } from './art.types.ts';

const INK = '#2b2240';

/** A drawing of the kit placed (x, y, scale) into the emblem box. */
const at = (x: number, y: number, s: number, ...parts: Part[]) => g(place(x, y, s), ...parts);

function books(color: string): Part {
  const book = (y: number, w: number, c: string, tilt: number) =>
    g(
      { transform: `rotate(${tilt} 0 ${y})` },
      rect(-w / 2, y - 16, w, 16, c, { rx: 4 }),
      rect(-w / 2 + 6, y - 12, w - 20, 8, '#ffffff', { rx: 3, opacity: 0.85 }),
    );
  return (
    book(40, 84, color, 0) +
    book(23, 76, lighten(color, 0.35), -4) +
    book(6, 80, darken(color, 0.2), 3) +
    book(-11, 70, '#ffd23f', -3) +
    star(18, -38, 12, '#ffd23f')
  );
}

function flame(color: string): Part {
  return (
    path(
      'M0 -52C18 -30 40 -14 36 14C33 38 16 50 0 50C-16 50 -33 38 -36 14C-39 -8 -22 -18 -14 -36C-8 -20 -2 -18 0 -52Z',
      color,
    ) +
    path('M0 -8C10 6 20 14 18 28C16 40 8 46 0 46C-8 46 -16 40 -18 28C-20 16 -8 8 0 -8Z', '#ffe066')
  );
}

function paw(color: string): Part {
  return (
    ellipse(0, 18, 28, 24, color) +
    ellipse(-32, -10, 11, 14, color) +
    ellipse(-12, -32, 11, 14, color) +
    ellipse(12, -32, 11, 14, color) +
    ellipse(32, -10, 11, 14, color)
  );
}

function flask(color: string): Part {
  return (
    path('M-12 -50V-22L-40 28Q-44 44 -28 44H28Q44 44 40 28L12 -22V-50Z', '#e6fbff', {
      stroke: INK,
      strokeWidth: 5,
      strokeLinejoin: 'round',
    }) +
    path('M-25 4L-37 28Q-40 38 -28 38H28Q40 38 37 28L25 4Z', color) +
    circle(-6, 20, 5, '#ffffff') +
    circle(10, 28, 3.5, '#ffffff') +
    rect(-18, -54, 36, 8, INK, { rx: 4 })
  );
}

function leaf(color: string): Part {
  return (
    path('M-38 40C-50 -10 -10 -48 44 -46C46 8 10 48 -38 40Z', color) +
    line('M-38 40Q0 0 30 -32', darken(color, 0.3), 4) +
    line('M-14 14L-16 -6M2 -2L0 -22M-6 24L14 22M10 8L28 4', darken(color, 0.3), 3)
  );
}

function calendar(color: string): Part {
  const dots: Part[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      dots.push(
        rect(-32 + c * 17, -4 + r * 15, 12, 10, r === 2 && c === 3 ? color : '#d9dcef', {
          rx: 2,
        }),
      );
  return (
    rect(-44, -38, 88, 84, '#ffffff', { rx: 10, stroke: INK, strokeWidth: 4 }) +
    path('M-44 -28Q-44 -38 -34 -38H34Q44 -38 44 -28V-14H-44Z', color) +
    rect(-26, -50, 8, 22, INK, { rx: 4 }) +
    rect(18, -50, 8, 22, INK, { rx: 4 }) +
    dots.join('')
  );
}

function compass(color: string): Part {
  return (
    circle(0, 0, 46, '#ffffff', { stroke: INK, strokeWidth: 5 }) +
    circle(0, 0, 38, lighten(color, 0.75)) +
    polygon(
      [
        [0, -34],
        [10, 0],
        [-10, 0],
      ],
      '#e8413c',
    ) +
    polygon(
      [
        [0, 34],
        [10, 0],
        [-10, 0],
      ],
      color,
    ) +
    circle(0, 0, 5, INK)
  );
}

function headphones(color: string): Part {
  return (
    line('M-36 14V0Q-36 -40 0 -40Q36 -40 36 0V14', INK, 8) +
    rect(-48, 2, 22, 40, color, { rx: 10 }) +
    rect(26, 2, 22, 40, color, { rx: 10 }) +
    rect(-42, 10, 10, 24, lighten(color, 0.4), { rx: 5 }) +
    rect(32, 10, 10, 24, lighten(color, 0.4), { rx: 5 })
  );
}

function crown(color: string): Part {
  return (
    path('M-44 30L-48 -26L-22 -2L0 -40L22 -2L48 -26L44 30Z', color, {
      stroke: darken(color, 0.25),
      strokeWidth: 4,
      strokeLinejoin: 'round',
    }) +
    rect(-44, 26, 88, 14, darken(color, 0.15), { rx: 5 }) +
    circle(0, 12, 7, '#ff5d8f') +
    circle(-24, 16, 5, '#4d96ff') +
    circle(24, 16, 5, '#6bcb77') +
    circle(-48, -28, 5, '#fff7d1') +
    circle(0, -42, 5, '#fff7d1') +
    circle(48, -28, 5, '#fff7d1')
  );
}

function bolt(color: string): Part {
  return path('M10 -52L-34 8H-4L-14 52L34 -10H4Z', color, {
    stroke: darken(color, 0.25),
    strokeWidth: 4,
    strokeLinejoin: 'round',
  });
}

function question(color: string): Part {
  return (
    circle(0, 0, 46, color) +
    line('M-16 -14Q-16 -34 2 -34Q20 -34 20 -18Q20 -6 6 0Q0 4 0 14', '#ffffff', 11) +
    circle(0, 32, 7, '#ffffff')
  );
}

function medal(color: string): Part {
  return (
    path('M-30 -52H-8L8 -14H-14Z', '#4d96ff') +
    path('M30 -52H8L-8 -14H14Z', '#e8413c') +
    circle(0, 14, 34, color, { stroke: darken(color, 0.25), strokeWidth: 5 }) +
    star(0, 14, 16, '#fff7d1')
  );
}

/** A six-armed snowflake with little branches on each arm. */
function crystal(color: string): Part {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 - Math.PI / 2;
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    const [px, py] = [-uy, ux];
    const pt = (along: number, side: number) =>
      `${(ux * along + px * side).toFixed(1)} ${(uy * along + py * side).toFixed(1)}`;
    d += `M0 0L${pt(46, 0)}`;
    d += `M${pt(22, 0)}L${pt(32, 10)}M${pt(22, 0)}L${pt(32, -10)}`;
    d += `M${pt(34, 0)}L${pt(42, 7)}M${pt(34, 0)}L${pt(42, -7)}`;
  }
  return line(d, color, 6) + circle(0, 0, 8, color);
}

function ladybug(): Part {
  return at(0, 6, 0.85, bug({ x: 0, y: 0, kind: 'ladybird', mood: 'happy' }));
}

/** Each emblem, drawn in its main colour. */
export const EMBLEM_DRAWINGS: Record<Emblem, (color: string) => Part> = {
  book: (c) => at(0, 36, 0.56, openBook({ x: 0, y: 0, color: c })),
  books,
  flame,
  clock: (c) => at(0, 0, 0.78, clock({ x: 0, y: 0, hour: 3, minute: 0, color: lighten(c, 0.8) })),
  paw,
  dino: (c) =>
    at(6, 48, 0.42, dino({ x: 0, y: 0, kind: 'rex', pose: 'wave', mood: 'happy', color: c })),
  rocket: (c) => at(0, 38, 0.3, rocket({ x: 0, y: 0, color: '#ffffff', trim: c })),
  flask,
  fish: (c) => at(0, 0, 0.78, fish({ x: 0, y: 0, color: c })),
  leaf,
  magnifier: () => at(10, -10, 0.72, magnifier({ x: 0, y: 0 })),
  heart: (c) => heart(0, 2, 44, c),
  star: (c) => star(0, 4, 46, c),
  trophy: () => at(0, 50, 0.62, trophy({ x: 0, y: 0 })),
  calendar,
  compass,
  headphones,
  crown,
  bolt,
  planet: (c) => planet(0, 0, 30, c, true),
  owl: (c) => at(0, 54, 0.56, owl({ x: 0, y: 0, color: c, mood: 'happy' })),
  rainbow: () => rainbow(0, 26, 52, 9) + cloud(-34, 34, 0.28) + cloud(34, 34, 0.28),
  cupcake: (c) => at(0, 46, 0.78, cupcake({ x: 0, y: 0, color: c, candle: false })),
  apple: (c) => at(0, 40, 1.05, apple({ x: 0, y: 0, color: c })),
  sun: (c) => sun(0, 0, 30, 'happy', c),
  moon: (c) => moon(6, 0, 40, { face: 'sleepy', color: c }),
  cloud: (c) => cloud(0, 18, 0.55, c, 'happy'),
  snowflake: crystal,
  balloons: () => at(0, 56, 0.46, balloons({ x: 0, y: 0 })),
  kite: (c) => at(0, -16, 0.56, kite({ x: 0, y: 0, color: c, toX: 24, toY: 70 })),
  treasure: () => at(0, 44, 0.55, treasureChest({ x: 0, y: 0, open: true })),
  whale: (c) => at(0, 4, 0.27, whale({ x: 0, y: 0, color: c, mood: 'happy', spout: true })),
  octopus: (c) => at(0, 6, 0.46, octopus({ x: 0, y: 0, color: c, mood: 'happy' })),
  turtle: (c) => at(0, 4, 0.46, turtle({ x: 0, y: 0, color: c, mood: 'happy' })),
  ladybug,
  flower: (c) => at(0, 50, 1, flower(0, 0, 1.15, c)),
  castle: (c) => at(0, 46, 0.2, castle({ x: 0, y: 0, roof: c })),
  frog: (c) => at(0, 46, 0.78, frog({ x: 0, y: 0, color: c, mood: 'happy' })),
  question,
  medal,
};
