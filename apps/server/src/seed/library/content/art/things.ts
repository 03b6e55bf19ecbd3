/**
 * Vehicles and objects: cars, buses, trains, boats, rockets, balloons, kites, balls,
 * instruments, paints, food, castles and more. Each sits on its local origin (bottom centre
 * unless noted) and is placed with x, y, scale.
 */
import { type Placement } from './creatures.ts';
import { cheeks, eyes, INK, mouth, type Mood } from './faces.ts';
import {
  circle,
  darken,
  ellipse,
  g,
  lighten,
  line,
  n,
  path,
  place,
  polygon,
  rect,
  star,
  type Part,
} from './svg.ts';

const at = (p: Placement, ...parts: Part[]) =>
  g(place(p.x, p.y, p.s ?? 1, p.flip ?? false, p.rotate ?? 0), ...parts);

function wheel(x: number, y: number, r: number): Part {
  return (
    circle(x, y, r, '#2f2f3a') +
    circle(x, y, r * 0.5, '#d9dce6') +
    circle(x, y, r * 0.18, '#8a8fa3')
  );
}

/** A rounded car facing right, about 240 wide, wheels on y = 0. `face` gives it a face. */
export function car(o: Placement & { color?: string; face?: Mood; passengers?: Part }): Part {
  const c = o.color ?? '#ff5d5d';
  return at(
    o,
    ellipse(0, 2, 120, 8, '#000000', { opacity: 0.1 }),
    path('M-60 -60Q-40 -112 10 -112H40Q70 -112 86 -62Z', lighten(c, 0.1)),
    path('M-44 -64Q-30 -98 0 -100V-64ZM14 -100H36Q58 -100 70 -64H14Z', '#cdefff'),
    o.passengers ?? '',
    path(
      'M-118 -20Q-120 -62 -80 -64H90Q122 -62 124 -30Q126 -12 110 -10H-108Q-118 -10 -118 -20Z',
      c,
    ),
    rect(-6, -60, 6, 46, darken(c, 0.15), { rx: 3 }),
    line('M10 -48H30', darken(c, 0.25), 5),
    ellipse(116, -40, 8, 10, '#fff4a8'),
    rect(-122, -36, 14, 10, '#ffb020', { rx: 4 }),
    wheel(-70, -10, 28),
    wheel(72, -10, 28),
    o.face ? eyes(92, -48, 26, 5, o.face) + mouth(100, -28, 16, o.face) : '',
  );
}

/** A bus facing right with a row of windows, about 420 wide. Faces can be put in the windows. */
export function bus(o: Placement & { color?: string; face?: Mood; windows?: Part[] }): Part {
  const c = o.color ?? '#ffc93c';
  const wins = [-170, -105, -40, 25, 90];
  return at(
    o,
    ellipse(0, 2, 210, 10, '#000000', { opacity: 0.1 }),
    rect(-210, -170, 420, 160, c, { rx: 30 }),
    rect(-210, -60, 420, 14, darken(c, 0.15)),
    ...wins.map((wx) => rect(wx, -150, 54, 60, '#cdefff', { rx: 10 })),
    ...(o.windows ?? []).map((part, i) => g(place(wins[i]! + 27, -92, 0.42), part)),
    ...wins.map((wx) =>
      rect(wx, -150, 54, 60, 'none', { rx: 10, stroke: lighten(c, 0.5), strokeWidth: 4 }),
    ),
    rect(160, -150, 40, 110, '#cdefff', { rx: 10 }),
    ellipse(204, -34, 8, 10, '#fff4a8'),
    wheel(-130, -10, 32),
    wheel(130, -10, 32),
    o.face ? eyes(178, -126, 24, 5, o.face) + mouth(180, -104, 14, o.face) : '',
  );
}

/** A steam engine pulling `cars` carriages, facing right; the engine's front is at x = 0. */
export function train(
  o: Placement & { color?: string; cars?: string[]; face?: Mood; smoke?: boolean },
): Part {
  const c = o.color ?? '#e8413c';
  const cars = o.cars ?? ['#4d96ff', '#ffc93c'];
  const carriages = cars
    .map((cc, i) => {
      const x0 = -300 - i * 190;
      return (
        rect(x0, -110, 170, 90, cc, { rx: 14 }) +
        rect(x0 + 18, -96, 56, 40, '#cdefff', { rx: 8 }) +
        rect(x0 + 96, -96, 56, 40, '#cdefff', { rx: 8 }) +
        rect(x0 + 170, -44, 20, 8, '#5b5f6e') +
        wheel(x0 + 40, -14, 18) +
        wheel(x0 + 130, -14, 18)
      );
    })
    .join('');
  return at(
    o,
    o.smoke
      ? circle(-80, -230, 22, '#ffffff', { opacity: 0.85 }) +
          circle(-110, -262, 30, '#ffffff', { opacity: 0.7 }) +
          circle(-160, -286, 36, '#ffffff', { opacity: 0.55 })
      : '',
    carriages,
    rect(-270, -180, 100, 160, c, { rx: 14 }),
    rect(-256, -164, 72, 56, '#cdefff', { rx: 10 }),
    rect(-280, -194, 120, 22, darken(c, 0.2), { rx: 10 }),
    rect(-180, -120, 170, 100, c, { rx: 40 }),
    rect(-96, -190, 36, 74, '#3a3a48', { rx: 6 }),
    rect(-104, -200, 52, 18, '#3a3a48', { rx: 6 }),
    path('M-10 -40L30 -10H-10Z', '#5b5f6e'),
    circle(-10, -72, 30, lighten(c, 0.2)),
    wheel(-230, -26, 28),
    wheel(-130, -20, 22),
    wheel(-60, -20, 22),
    o.face ? eyes(-12, -80, 24, 5, o.face) + mouth(-10, -60, 16, o.face) : '',
  );
}

/** A sailing boat on the waterline y = 0, about 260 wide. */
export function boat(o: Placement & { color?: string; sail?: string; crew?: Part }): Part {
  const c = o.color ?? '#e8413c';
  const sail = o.sail ?? '#ffffff';
  return at(
    o,
    rect(-6, -250, 10, 230, '#8a5a3b', { rx: 4 }),
    path('M8 -240Q100 -150 110 -60H8Z', sail, { stroke: darken(sail, 0.1), strokeWidth: 4 }),
    path('M-8 -210Q-70 -130 -80 -60H-8Z', lighten(sail, 0.1), {
      stroke: darken(sail, 0.1),
      strokeWidth: 4,
    }),
    path('M6 -250L50 -236L6 -224Z', '#ffd23f'),
    o.crew ?? '',
    path('M-130 -50H130Q110 10 60 14H-60Q-110 10 -130 -50Z', c),
    line('M-118 -30H118', lighten(c, 0.5), 6),
    circle(-60, -28, 8, '#ffffff'),
    circle(-30, -28, 8, '#ffffff'),
  );
}

/** A rocket pointing up, base at y = 0, about 300 tall. A face can look out of the window. */
export function rocket(
  o: Placement & { color?: string; trim?: string; flame?: boolean; pilot?: Part },
): Part {
  const c = o.color ?? '#ffffff';
  const trim = o.trim ?? '#ff5d5d';
  return at(
    o,
    o.flame !== false
      ? path('M-30 -10Q-40 40 0 90Q40 40 30 -10Z', '#ff9f1c') +
          path('M-16 -10Q-20 24 0 56Q20 24 16 -10Z', '#ffe066')
      : '',
    path('M-50 -80Q-100 -50 -96 0L-40 -20Z', trim),
    path('M50 -80Q100 -50 96 0L40 -20Z', trim),
    path('M0 -300C70 -240 66 -120 48 -20H-48C-66 -120 -70 -240 0 -300Z', c, {
      stroke: darken(c, 0.12),
      strokeWidth: 4,
    }),
    path('M0 -300C30 -276 46 -250 54 -220H-54C-46 -250 -30 -276 0 -300Z', trim),
    rect(-40, -36, 80, 18, darken(c, 0.12), { rx: 8 }),
    circle(0, -160, 34, '#7fd3ff', { stroke: lighten(trim, 0.1), strokeWidth: 10 }),
    o.pilot ? g(place(0, -140, 0.5), o.pilot) : circle(-10, -172, 9, '#ffffff', { opacity: 0.8 }),
    path('M-6 -20V10M6 -20V10', 'none', { stroke: '#5b5f6e', strokeWidth: 6 }),
  );
}

/** A hot-air balloon; the basket bottom sits on y = 0; about 280 tall. */
export function hotAirBalloon(o: Placement & { colors?: string[]; riders?: Part }): Part {
  const colors = o.colors ?? ['#ff5d5d', '#ffd23f', '#4d96ff'];
  const stripes = [-1, 0, 1]
    .map((k, i) =>
      path(
        `M0 -280C${k * 60 - 30} -280 ${k * 70 - 20} -170 ${k * 18 - 6} -90H${k * 18 + 6}C${k * 70 + 20} -170 ${k * 60 + 30} -280 0 -280Z`,
        colors[i % colors.length]!,
      ),
    )
    .join('');
  return at(
    o,
    path('M0 -290C-110 -290 -110 -160 -30 -90H30C110 -160 110 -290 0 -290Z', colors[0]!),
    stripes,
    line('M-28 -88L-26 -46M28 -88L26 -46', '#8a5a3b', 3),
    o.riders ?? '',
    rect(-34, -50, 68, 50, '#c98b55', { rx: 8 }),
    line('M-30 -30H30', '#a0673d', 4),
  );
}

/** A diamond kite with a bowed tail; the string runs to (toX, toY) in local coordinates. */
export function kite(o: Placement & { color?: string; toX?: number; toY?: number }): Part {
  const c = o.color ?? '#ff5d8f';
  const toX = o.toX ?? -200;
  const toY = o.toY ?? 300;
  return at(
    o,
    line(`M0 40Q${n(toX * 0.4)} ${n(toY * 0.7)} ${n(toX)} ${n(toY)}`, '#ffffff', 2.5),
    line('M0 40Q20 80 -10 110Q-30 140 0 170', lighten(c, 0.2), 4),
    ...[80, 120, 160].map((ty) => path(`M-10 ${ty}l-12 -8v16Zm0 0l12 -8v16Z`, '#ffd23f')),
    polygon(
      [
        [0, -60],
        [44, 0],
        [0, 40],
        [-44, 0],
      ],
      c,
      { stroke: darken(c, 0.15), strokeWidth: 4, strokeLinejoin: 'round' },
    ),
    polygon(
      [
        [0, -60],
        [44, 0],
        [0, 0],
      ],
      lighten(c, 0.3),
    ),
    polygon(
      [
        [0, 0],
        [-44, 0],
        [0, 40],
      ],
      lighten(c, 0.3),
    ),
  );
}

/** A bunch of party balloons; strings end at (0, 0). */
export function balloons(o: Placement & { colors?: string[] }): Part {
  const colors = o.colors ?? ['#ff5d5d', '#4d96ff', '#ffd23f'];
  const spots: Array<[number, number]> = [
    [-40, -170],
    [0, -200],
    [40, -165],
  ];
  return at(
    o,
    ...spots.map(([bx, by]) => line(`M0 0Q${bx * 0.3} ${by * 0.5} ${bx} ${by + 40}`, '#ffffff', 2)),
    ...spots.map(([bx, by], i) => {
      const c = colors[i % colors.length]!;
      return (
        ellipse(bx, by, 32, 40, c) +
        ellipse(bx - 10, by - 14, 7, 11, lighten(c, 0.5)) +
        path(`M${bx - 5} ${by + 40}h10l-5 -6Z`, c)
      );
    }),
  );
}

/** A football (soccer ball) centred on (x, y), radius 40 at s = 1. */
export function ball(o: Placement & { color?: string; kind?: 'soccer' | 'beach' | 'plain' }): Part {
  const kind = o.kind ?? 'soccer';
  if (kind === 'beach') {
    return at(
      o,
      circle(0, 0, 40, '#ffffff'),
      path('M0 -40A40 40 0 0 1 38 -12L0 0Z', '#ff5d5d'),
      path('M38 -12A40 40 0 0 1 24 32L0 0Z', '#ffd23f'),
      path('M24 32A40 40 0 0 1 -24 32L0 0Z', '#4d96ff'),
      path('M-24 32A40 40 0 0 1 -38 -12L0 0Z', '#6bcb77'),
      circle(0, 0, 8, '#ffffff'),
    );
  }
  if (kind === 'plain')
    return at(
      o,
      circle(0, 0, 40, o.color ?? '#ff5d5d'),
      circle(-12, -14, 8, '#ffffff', { opacity: 0.5 }),
    );
  const pent = (px: number, py: number, r: number) =>
    polygon(
      Array.from({ length: 5 }, (_, i) => {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        return [px + Math.cos(a) * r, py + Math.sin(a) * r] as [number, number];
      }),
      INK,
    );
  return at(
    o,
    circle(0, 0, 40, '#ffffff', { stroke: INK, strokeWidth: 3 }),
    pent(0, 0, 13),
    pent(-28, -18, 9),
    pent(28, -18, 9),
    pent(-20, 26, 9),
    pent(20, 26, 9),
  );
}

/** A football goal (front view), posts 320 wide, standing on y = 0. */
export function goal(o: Placement): Part {
  const net: Part[] = [];
  for (let x = -150; x <= 150; x += 25)
    net.push(line(`M${x} -160V0`, '#ffffff', 2, { opacity: 0.6 }));
  for (let y = -150; y <= 0; y += 25)
    net.push(line(`M-160 ${y}H160`, '#ffffff', 2, { opacity: 0.6 }));
  return at(o, ...net, line('M-160 0V-170H160V0', '#ffffff', 12));
}

export function drum(o: Placement & { color?: string }): Part {
  const c = o.color ?? '#ff5d5d';
  return at(
    o,
    rect(-60, -90, 120, 90, c, { rx: 10 }),
    line('M-60 -80L-30 -10L0 -80L30 -10L60 -80', '#ffd23f', 5),
    ellipse(0, -90, 60, 18, '#fdf3e1', { stroke: darken(c, 0.2), strokeWidth: 5 }),
    ellipse(0, 0, 60, 12, darken(c, 0.2)),
    line('M40 -130L-10 -96M-40 -130L10 -96', '#a0673d', 6),
  );
}

export function guitar(o: Placement & { color?: string }): Part {
  const c = o.color ?? '#f08a24';
  return at(
    o,
    rect(-7, -230, 14, 150, '#6b3f23', { rx: 4 }),
    rect(-12, -250, 24, 30, '#4a2b18', { rx: 6 }),
    path(
      'M0 -110C-40 -110 -50 -80 -36 -60C-60 -40 -56 0 0 0C56 0 60 -40 36 -60C50 -80 40 -110 0 -110Z',
      c,
    ),
    circle(0, -60, 14, '#4a2b18'),
    line('M-4 -236V-20M0 -236V-20M4 -236V-20', '#f4f4f4', 1.2),
    rect(-20, -30, 40, 8, '#4a2b18', { rx: 3 }),
  );
}

export function trumpet(o: Placement): Part {
  return at(
    o,
    rect(-90, -14, 120, 14, '#f6c453', { rx: 6 }),
    path('M30 -24Q60 -30 80 -50V34Q60 14 30 8Z', '#f6c453'),
    ellipse(80, -8, 10, 42, '#e7a91f'),
    rect(-40, -40, 10, 30, '#e7a91f', { rx: 4 }),
    rect(-20, -40, 10, 30, '#e7a91f', { rx: 4 }),
    rect(0, -40, 10, 30, '#e7a91f', { rx: 4 }),
    rect(-100, -18, 14, 22, '#e7a91f', { rx: 4 }),
  );
}

/** Floating music notes over an area starting at (x, y). */
export function notes(x: number, y: number, color = INK, count = 3): Part {
  const out: Part[] = [];
  for (let i = 0; i < count; i += 1) {
    const nx = x + i * 46;
    const ny = y - (i % 2) * 30;
    out.push(
      i % 2
        ? ellipse(nx, ny, 11, 8, color, { transform: `rotate(-20 ${n(nx)} ${n(ny)})` }) +
            ellipse(nx + 30, ny - 8, 11, 8, color, {
              transform: `rotate(-20 ${n(nx + 30)} ${n(ny - 8)})`,
            }) +
            line(
              `M${n(nx + 9)} ${n(ny)}V${n(ny - 48)}L${n(nx + 39)} ${n(ny - 56)}V${n(ny - 8)}`,
              color,
              4,
            )
        : ellipse(nx, ny, 11, 8, color, { transform: `rotate(-20 ${n(nx)} ${n(ny)})` }) +
            line(`M${n(nx + 9)} ${n(ny)}V${n(ny - 46)}q12 10 18 22`, color, 4),
    );
  }
  return out.join('');
}

/** An easel with a painting on it; `painting` is drawn inside the 160×120 canvas at (-80, -230). */
export function easel(o: Placement & { painting?: Part }): Part {
  return at(
    o,
    line('M-60 0L-10 -260M60 0L10 -260M0 -250V0', '#a0673d', 10),
    rect(-90, -240, 180, 140, '#ffffff', { stroke: '#d9c3a5', strokeWidth: 6 }),
    o.painting ? g(place(-80, -230), o.painting) : '',
    rect(-100, -104, 200, 14, '#a0673d', { rx: 6 }),
  );
}

export function paintPots(o: Placement & { colors?: string[] }): Part {
  const colors = o.colors ?? ['#ff5d5d', '#ffd23f', '#4d96ff', '#6bcb77'];
  return at(
    o,
    ...colors.map((c, i) =>
      g(
        place(i * 52 - ((colors.length - 1) * 52) / 2, 0),
        rect(-20, -40, 40, 40, '#eef0f6', { rx: 6 }),
        ellipse(0, -40, 20, 7, c),
        path('M-20 -36q6 14 4 26', 'none', { stroke: c, strokeWidth: 5, strokeLinecap: 'round' }),
      ),
    ),
  );
}

export function paintbrush(o: Placement & { color?: string }): Part {
  return at(
    o,
    rect(-5, -120, 10, 90, '#c98b55', { rx: 4 }),
    rect(-7, -34, 14, 16, '#c9c9d2'),
    path('M-8 -18Q0 20 8 -18Z', o.color ?? '#ff5d5d', {
      stroke: o.color ?? '#ff5d5d',
      strokeWidth: 6,
      strokeLinejoin: 'round',
    }),
  );
}

/** A splash of paint. */
export function splat(x: number, y: number, r: number, color: string): Part {
  let d = '';
  const k = 10;
  for (let i = 0; i <= k * 2; i += 1) {
    const a = (i / (k * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.72;
    d += `${i === 0 ? 'M' : 'L'}${n(x + Math.cos(a) * rr)} ${n(y + Math.sin(a) * rr)}`;
  }
  return (
    path(`${d}Z`, color, { stroke: color, strokeWidth: r * 0.25, strokeLinejoin: 'round' }) +
    circle(x + r * 1.3, y - r * 0.6, r * 0.16, color) +
    circle(x - r * 1.2, y + r * 0.7, r * 0.12, color)
  );
}

/** An open book, bottom centre at (x, y), about 200 wide. */
export function openBook(o: Placement & { color?: string }): Part {
  const c = o.color ?? '#6c4ab6';
  return at(
    o,
    path('M-104 -6Q-50 -20 0 0Q50 -20 104 -6V-110Q50 -124 0 -104Q-50 -124 -104 -110Z', c),
    path('M-96 -14Q-50 -28 0 -8V-108Q-50 -128 -96 -114Z', '#ffffff'),
    path('M96 -14Q50 -28 0 -8V-108Q50 -128 96 -114Z', '#f7f4ff'),
    line(
      'M-80 -96Q-50 -106 -16 -92M-80 -76Q-50 -86 -16 -72M-80 -56Q-50 -66 -16 -52M16 -92Q50 -106 80 -96M16 -72Q50 -86 80 -76M16 -52Q50 -66 80 -56',
      '#c9c3e6',
      4,
    ),
  );
}

export function cupcake(o: Placement & { color?: string; candle?: boolean }): Part {
  const c = o.color ?? '#ff9ecb';
  return at(
    o,
    path('M-34 0L-40 -44H40L34 0Z', '#ffcf70'),
    line('M-24 -40L-20 -4M0 -42V-2M24 -40L20 -4', '#e8a93f', 4),
    path('M-46 -44Q-50 -70 -20 -74Q-16 -98 10 -92Q40 -96 38 -70Q56 -62 46 -44Z', c),
    circle(-14, -66, 4, '#4d96ff'),
    circle(12, -76, 4, '#ffd23f'),
    circle(22, -56, 4, '#6bcb77'),
    o.candle
      ? rect(-4, -124, 8, 32, '#ffffff', { rx: 3 }) +
          path('M0 -140Q8 -128 0 -124Q-8 -128 0 -140Z', '#ffb020')
      : circle(0, -98, 9, '#e8413c'),
  );
}

/** A pot of soup with steam, bottom centre at (x, y), about 200 wide. */
export function soupPot(o: Placement & { color?: string; steam?: boolean }): Part {
  const c = o.color ?? '#3f7fd9';
  return at(
    o,
    o.steam !== false
      ? line(
          'M-40 -150q-14 -20 0 -40t0 -40M0 -160q-14 -20 0 -40t0 -40M40 -150q-14 -20 0 -40t0 -40',
          '#ffffff',
          8,
          { opacity: 0.8 },
        )
      : '',
    ellipse(0, -120, 100, 22, '#ff9f43'),
    circle(-40, -122, 10, '#ff6b3d'),
    circle(20, -126, 9, '#6bcb77'),
    circle(50, -118, 8, '#ffd23f'),
    path('M-100 -120H100Q96 -10 60 0H-60Q-96 -10 -100 -120Z', c),
    rect(-130, -112, 36, 16, darken(c, 0.2), { rx: 8 }),
    rect(94, -112, 36, 16, darken(c, 0.2), { rx: 8 }),
    line('M-80 -90H80', lighten(c, 0.4), 6),
  );
}

export function apple(o: Placement & { color?: string }): Part {
  const c = o.color ?? '#e8413c';
  return at(
    o,
    path(
      'M0 -60C-20 -74 -50 -66 -50 -36C-50 -6 -24 6 0 -4C24 6 50 -6 50 -36C50 -66 20 -74 0 -60Z',
      c,
    ),
    line('M0 -60Q0 -76 6 -84', '#6b3f23', 5),
    path('M4 -72Q24 -90 34 -74Q18 -64 4 -72Z', '#4cb963'),
    ellipse(-24, -44, 7, 12, '#ffffff', { opacity: 0.45 }),
  );
}

export function carrot(o: Placement): Part {
  return at(
    o,
    path('M-14 -80Q0 -84 14 -80L2 0Q0 4 -2 0Z', '#ff8c1f', {
      stroke: '#ff8c1f',
      strokeWidth: 6,
      strokeLinejoin: 'round',
    }),
    line('M-8 -60h8M-4 -40h8M-6 -22h6', '#d96a0b', 3),
    line('M0 -84Q-14 -110 -20 -116M0 -84V-120M0 -84Q14 -110 20 -116', '#4cb963', 6),
  );
}

export function pumpkin(o: Placement & { face?: boolean }): Part {
  return at(
    o,
    ellipse(-30, -44, 36, 44, '#f08a24'),
    ellipse(30, -44, 36, 44, '#f08a24'),
    ellipse(0, -46, 38, 46, '#ff9f43'),
    rect(-6, -104, 12, 20, '#6b8e3a', { rx: 4 }),
    o.face ? eyes(0, -54, 34, 6, 'happy') + mouth(0, -34, 30, 'happy') : '',
  );
}

export function snowman(o: Placement & { scarf?: string; mood?: Mood }): Part {
  const scarf = o.scarf ?? '#e8413c';
  return at(
    o,
    circle(0, -60, 60, '#ffffff', { stroke: '#d8e6f5', strokeWidth: 4 }),
    circle(0, -160, 44, '#ffffff', { stroke: '#d8e6f5', strokeWidth: 4 }),
    rect(-36, -126, 72, 16, scarf, { rx: 8 }),
    rect(14, -122, 16, 44, scarf, { rx: 6 }),
    circle(0, -80, 6, INK),
    circle(0, -50, 6, INK),
    eyes(0, -172, 30, 6, o.mood ?? 'smile'),
    path('M0 -160L34 -152L0 -146Z', '#ff8c1f'),
    mouth(0, -140, 20, o.mood ?? 'smile'),
    line('M-56 -80L-110 -120M56 -80L110 -120', '#8a5a3b', 6),
    rect(-32, -216, 64, 14, '#2b2240', { rx: 4 }),
    rect(-22, -256, 44, 44, '#2b2240', { rx: 6 }),
  );
}

export function umbrella(o: Placement & { color?: string }): Part {
  const c = o.color ?? '#ff5d8f';
  return at(
    o,
    line('M0 -150V-10Q0 4 -14 4', '#5b5f6e', 6),
    path(
      'M-100 -150Q-96 -240 0 -244Q96 -240 100 -150Q80 -164 60 -150Q40 -164 20 -150Q0 -164 -20 -150Q-40 -164 -60 -150Q-80 -164 -100 -150Z',
      c,
    ),
    path('M0 -244Q-36 -210 -20 -150M0 -244Q36 -210 20 -150', 'none', {
      stroke: darken(c, 0.15),
      strokeWidth: 4,
    }),
  );
}

/** A teddy bear, sitting, about 110 tall. */
export function teddy(o: Placement & { color?: string }): Part {
  const c = o.color ?? '#c98b55';
  const l = lighten(c, 0.5);
  return at(
    o,
    ellipse(0, -40, 36, 40, c),
    ellipse(0, -34, 22, 26, l),
    ellipse(-26, -6, 14, 10, c),
    ellipse(26, -6, 14, 10, c),
    circle(-26, -104, 12, c),
    circle(26, -104, 12, c),
    circle(0, -86, 32, c),
    ellipse(0, -76, 14, 10, l),
    circle(0, -80, 4, INK),
    circle(-11, -92, 3.5, INK),
    circle(11, -92, 3.5, INK),
    path('M-10 -60L0 -52L10 -60', '#ff5d5d', {
      stroke: '#ff5d5d',
      strokeWidth: 6,
      strokeLinejoin: 'round',
    }),
  );
}

/** A lamp on a bedside table. */
export function lamp(o: Placement & { on?: boolean }): Part {
  return at(
    o,
    o.on !== false ? circle(0, -170, 90, '#fff2a8', { opacity: 0.35 }) : '',
    rect(-60, -80, 120, 80, '#b9794f', { rx: 8 }),
    rect(-50, -60, 100, 8, '#8a5a3b', { rx: 4 }),
    rect(-6, -150, 12, 70, '#8a8fa3'),
    path('M-44 -140L-28 -200H28L44 -140Z', o.on !== false ? '#ffd86b' : '#e3c27a'),
  );
}

/** A magnifying glass, handle to the lower left. */
export function magnifier(o: Placement): Part {
  return at(
    o,
    line('M-30 30L-80 80', '#8a5a3b', 16),
    circle(0, 0, 44, '#e6f7ff', { stroke: '#5b5f6e', strokeWidth: 10, opacity: 0.95 }),
    path('M-20 -20Q-10 -34 8 -34', 'none', {
      stroke: '#ffffff',
      strokeWidth: 6,
      strokeLinecap: 'round',
    }),
  );
}

/** A treasure map (rolled edges, dotted trail and an X). */
export function treasureMap(o: Placement): Part {
  return at(
    o,
    path('M-120 -80Q-60 -96 0 -80T120 -80V80Q60 64 0 80T-120 80Z', '#f6e0b0', {
      stroke: '#c9a26b',
      strokeWidth: 5,
    }),
    line('M-90 50Q-40 0 -10 30T70 -30', '#b5543c', 5, { strokeDasharray: '2 14' }),
    line('M60 -50L90 -20M90 -50L60 -20', '#e8413c', 8),
    path('M-80 -40l14 -24l14 24Z', '#6bcb77'),
    path('M-50 -44l12 -20l12 20Z', '#4cb963'),
  );
}

export function treasureChest(o: Placement & { open?: boolean }): Part {
  return at(
    o,
    o.open
      ? circle(0, -90, 70, '#fff2a8', { opacity: 0.5 }) +
          circle(-20, -86, 12, '#ffd23f') +
          circle(10, -92, 12, '#ffd23f') +
          circle(30, -84, 10, '#ffd23f')
      : '',
    o.open
      ? path('M-80 -80L-70 -150H70L80 -80Z', '#a0673d', { stroke: '#6b3f23', strokeWidth: 5 })
      : path('M-80 -80Q-80 -130 0 -130Q80 -130 80 -80Z', '#a0673d', {
          stroke: '#6b3f23',
          strokeWidth: 5,
        }),
    rect(-80, -80, 160, 80, '#b9794f', { stroke: '#6b3f23', strokeWidth: 5, rx: 6 }),
    rect(-12, -90, 24, 30, '#ffd23f', { rx: 4 }),
    line('M-80 -50H80', '#6b3f23', 5),
  );
}

export function telescope(o: Placement): Part {
  return at(
    o,
    line('M0 -60L-40 0M0 -60L40 0M0 -60V0', '#5b5f6e', 6),
    g(
      { transform: 'rotate(-30 0 -70)' },
      rect(-70, -86, 140, 32, '#4d96ff', { rx: 10 }),
      rect(60, -92, 30, 44, '#3a6fd1', { rx: 8 }),
      rect(-90, -80, 24, 20, '#3a6fd1', { rx: 6 }),
    ),
  );
}

export function lighthouse(o: Placement & { lit?: boolean }): Part {
  return at(
    o,
    o.lit
      ? path('M0 -300L-260 -360V-240Z', '#fff2a8', { opacity: 0.5 }) +
          path('M0 -300L260 -360V-240Z', '#fff2a8', { opacity: 0.5 })
      : '',
    path('M-50 0L-32 -260H32L50 0Z', '#ffffff'),
    path('M-46 -40L-42 -90H42L46 -40ZM-38 -150L-35 -200H35L38 -150Z', '#e8413c'),
    rect(-40, -290, 80, 34, o.lit ? '#ffe066' : '#cdefff', { rx: 6 }),
    path('M-50 -290L0 -330L50 -290Z', '#e8413c'),
    rect(-56, -262, 112, 10, '#3a3a48', { rx: 4 }),
    rect(-12, -40, 24, 40, '#3a3a48', { rx: 10 }),
  );
}

export function tent(o: Placement & { color?: string }): Part {
  const c = o.color ?? '#ff9f43';
  return at(
    o,
    path('M-130 0L0 -170L130 0Z', c, { stroke: c, strokeWidth: 10, strokeLinejoin: 'round' }),
    path('M0 -170L-40 0H40Z', darken(c, 0.25)),
    line('M0 -170V-200', '#8a5a3b', 5),
    path('M0 -200L26 -190L0 -180Z', '#ffd23f'),
  );
}

export function campfire(o: Placement): Part {
  return at(
    o,
    circle(0, -40, 70, '#ffb347', { opacity: 0.25 }),
    line('M-50 -6L50 -24M-50 -24L50 -6', '#8a5a3b', 14),
    path('M-34 -20Q-40 -70 0 -110Q-6 -70 20 -60Q30 -80 26 -96Q50 -60 34 -20Z', '#ff7b29'),
    path('M-16 -20Q-20 -50 0 -70Q4 -46 16 -44Q20 -30 16 -20Z', '#ffd23f'),
  );
}

/** A fairy-tale castle, about 420 wide and 380 tall. */
export function castle(o: Placement & { color?: string; roof?: string; flags?: string }): Part {
  const c = o.color ?? '#d9d3ff';
  const roof = o.roof ?? '#6c4ab6';
  const flags = o.flags ?? '#ff5d8f';
  const tower = (tx: number, tw: number, th: number) =>
    rect(tx - tw / 2, -th, tw, th, darken(c, 0.05)) +
    path(`M${tx - tw / 2 - 12} ${-th}L${tx} ${-th - tw * 1.2}L${tx + tw / 2 + 12} ${-th}Z`, roof) +
    line(`M${tx} ${-th - tw * 1.2}v-40`, '#5b5f6e', 4) +
    path(`M${tx} ${-th - tw * 1.2 - 40}l30 10l-30 10Z`, flags) +
    rect(tx - 12, -th + 40, 24, 36, '#ffe6a8', { rx: 12 });
  return at(
    o,
    tower(-160, 80, 280),
    tower(160, 80, 280),
    rect(-130, -200, 260, 200, c),
    ...[-110, -60, -10, 40, 90].map((bx) => rect(bx, -224, 30, 28, c)),
    tower(0, 100, 330),
    path('M-46 0V-80Q-46 -120 0 -120Q46 -120 46 -80V0Z', '#8a5a3b'),
    line('M-30 -90V0M-10 -110V0M10 -110V0M30 -90V0', '#6b3f23', 4),
  );
}

/** A trophy cup. */
export function trophy(o: Placement): Part {
  return at(
    o,
    rect(-40, -20, 80, 20, '#8a5a3b', { rx: 4 }),
    rect(-10, -60, 20, 40, '#f6c453'),
    path('M-50 -150H50Q50 -60 0 -60Q-50 -60 -50 -150Z', '#ffd23f'),
    path('M-50 -140Q-90 -140 -70 -100Q-60 -84 -40 -90', 'none', {
      stroke: '#ffd23f',
      strokeWidth: 10,
    }),
    path('M50 -140Q90 -140 70 -100Q60 -84 40 -90', 'none', { stroke: '#ffd23f', strokeWidth: 10 }),
    star(0, -112, 16, '#fff7d1'),
  );
}

/** A child's bicycle facing right, wheels on y = 0. */
export function bicycle(o: Placement & { color?: string }): Part {
  const c = o.color ?? '#4d96ff';
  return at(
    o,
    circle(-70, -40, 40, 'none', { stroke: '#2f2f3a', strokeWidth: 8 }),
    circle(70, -40, 40, 'none', { stroke: '#2f2f3a', strokeWidth: 8 }),
    line(
      'M-70 -40L-10 -40L40 -100L-30 -100L-10 -40M40 -100L70 -40M-30 -100L-38 -116M40 -100L36 -128',
      c,
      8,
    ),
    rect(-52, -124, 32, 10, '#2f2f3a', { rx: 5 }),
    line('M26 -128H50', '#2f2f3a', 8),
  );
}

/** A big clock face showing hh:mm. */
export function clock(o: Placement & { hour?: number; minute?: number; color?: string }): Part {
  const h = o.hour ?? 8;
  const m = o.minute ?? 0;
  const ha = ((h % 12) + m / 60) * 30 - 90;
  const ma = m * 6 - 90;
  const rad = (d: number) => (d * Math.PI) / 180;
  return at(
    o,
    circle(0, 0, 60, o.color ?? '#ffffff', { stroke: '#5b5f6e', strokeWidth: 8 }),
    ...Array.from({ length: 12 }, (_, i) =>
      circle(Math.cos(rad(i * 30)) * 46, Math.sin(rad(i * 30)) * 46, 3.5, '#5b5f6e'),
    ),
    line(`M0 0L${n(Math.cos(rad(ha)) * 28)} ${n(Math.sin(rad(ha)) * 28)}`, INK, 7),
    line(`M0 0L${n(Math.cos(rad(ma)) * 42)} ${n(Math.sin(rad(ma)) * 42)}`, INK, 5),
    circle(0, 0, 6, '#ff5d5d'),
  );
}

/** A lantern glowing softly. */
export function lantern(o: Placement & { color?: string }): Part {
  return at(
    o,
    circle(0, -50, 60, '#fff2a8', { opacity: 0.35 }),
    line('M0 -110V-96', '#5b5f6e', 4),
    path('M-14 -110Q0 -126 14 -110', 'none', { stroke: '#5b5f6e', strokeWidth: 4 }),
    rect(-30, -96, 60, 12, '#5b5f6e', { rx: 4 }),
    rect(-26, -84, 52, 70, '#ffe066', { rx: 10, stroke: o.color ?? '#e8413c', strokeWidth: 6 }),
    rect(-30, -16, 60, 14, '#5b5f6e', { rx: 4 }),
  );
}

/** A sandcastle with a little flag. */
export function sandcastle(o: Placement): Part {
  const sand = '#f3cf8a';
  return at(
    o,
    rect(-80, -60, 160, 60, sand, { rx: 6 }),
    rect(-50, -110, 100, 50, sand, { rx: 6 }),
    ...[-80, -40, 0, 40].map((bx) => rect(bx + 4, -74, 28, 16, sand)),
    ...[-50, -14, 22].map((bx) => rect(bx, -124, 26, 16, sand)),
    line('M0 -124V-170', '#8a5a3b', 4),
    path('M0 -170l28 10l-28 10Z', '#ff5d5d'),
    rect(-14, -36, 28, 36, darken(sand, 0.2), { rx: 14 }),
  );
}

export function shell(o: Placement & { color?: string }): Part {
  const c = o.color ?? '#ffb3c8';
  return at(
    o,
    path('M0 0L-40 -40Q0 -80 40 -40Z', c, {
      stroke: darken(c, 0.15),
      strokeWidth: 3,
      strokeLinejoin: 'round',
    }),
    line('M0 0L-24 -56M0 0L0 -62M0 0L24 -56', darken(c, 0.15), 3),
    rect(-10, -6, 20, 10, c, { rx: 4 }),
  );
}

/** A bucket and spade. */
export function bucket(o: Placement & { color?: string }): Part {
  const c = o.color ?? '#4d96ff';
  return at(
    o,
    path('M-40 -70H40L30 0H-30Z', c),
    path('M-40 -70Q0 -130 40 -70', 'none', { stroke: darken(c, 0.2), strokeWidth: 5 }),
    line('M60 -110L60 -20', '#ffd23f', 6),
    path('M48 -20H72L66 10H54Z', '#ffd23f'),
  );
}

/** A cosy face for inanimate things (a smiling object). */
export function objectFace(x: number, y: number, s: number, mood: Mood): Part {
  return (
    eyes(x, y, 24 * s, 5 * s, mood) +
    mouth(x, y + 14 * s, 14 * s, mood) +
    cheeks(x, y + 8 * s, 40 * s, 5 * s)
  );
}
