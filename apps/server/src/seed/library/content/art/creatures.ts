/**
 * The animal cast: dinosaurs (and a dragon), front-facing mammals, birds, sea creatures and bugs.
 * Each drawing stands on its local origin (feet at y = 0, facing right) and is placed with
 * x, y, scale and flip, so a scene can pose and colour them freely.
 */
import { cheeks, eye, eyes, INK, mouth, zzz, type Mood } from './faces.ts';
import {
  circle,
  darken,
  ellipse,
  g,
  lighten,
  line,
  movedShape,
  n,
  path,
  place,
  polygon,
  rect,
  type Part,
} from './svg.ts';

export interface Placement {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  rotate?: number;
}

const at = (p: Placement, ...parts: Part[]) =>
  g(place(p.x, p.y, p.s ?? 1, p.flip ?? false, p.rotate ?? 0), ...parts);

export type Accessory =
  'crown' | 'party-hat' | 'bow' | 'scarf' | 'cap' | 'nightcap' | 'flower' | 'glasses' | 'chef-hat';

/** A hat or trinket on a head whose top centre is (x, y) and width w. */
export function accessory(
  kind: Accessory | undefined,
  x: number,
  y: number,
  w: number,
  color = '#ff5d8f',
): Part {
  switch (kind) {
    case 'crown':
      return (
        path(
          `M${n(x - w * 0.35)} ${n(y + w * 0.05)}L${n(x - w * 0.4)} ${n(y - w * 0.3)}L${n(x - w * 0.18)} ${n(y - w * 0.1)}L${n(x)} ${n(y - w * 0.38)}L${n(x + w * 0.18)} ${n(y - w * 0.1)}L${n(x + w * 0.4)} ${n(y - w * 0.3)}L${n(x + w * 0.35)} ${n(y + w * 0.05)}Z`,
          '#ffd23f',
          { stroke: '#f0a800', strokeWidth: w * 0.03, strokeLinejoin: 'round' },
        ) + circle(x, y - w * 0.05, w * 0.05, '#ff5d8f')
      );
    case 'party-hat':
      return (
        path(
          `M${n(x - w * 0.22)} ${n(y + w * 0.05)}L${n(x)} ${n(y - w * 0.55)}L${n(x + w * 0.22)} ${n(y + w * 0.05)}Z`,
          color,
        ) +
        line(
          `M${n(x - w * 0.12)} ${n(y - w * 0.2)}L${n(x + w * 0.15)} ${n(y - w * 0.08)}`,
          '#ffffff',
          w * 0.04,
        ) +
        circle(x, y - w * 0.57, w * 0.07, '#ffd23f')
      );
    case 'nightcap':
      return (
        path(
          `M${n(x - w * 0.42)} ${n(y + w * 0.08)}Q${n(x - w * 0.1)} ${n(y - w * 0.6)} ${n(x + w * 0.55)} ${n(y - w * 0.2)}Q${n(x + w * 0.2)} ${n(y - w * 0.22)} ${n(x + w * 0.42)} ${n(y + w * 0.08)}Z`,
          color,
        ) +
        rect(x - w * 0.45, y, w * 0.9, w * 0.12, '#ffffff', { rx: w * 0.06 }) +
        circle(x + w * 0.56, y - w * 0.2, w * 0.08, '#ffffff')
      );
    case 'cap':
      return (
        path(
          `M${n(x - w * 0.4)} ${n(y + w * 0.1)}Q${n(x)} ${n(y - w * 0.45)} ${n(x + w * 0.4)} ${n(y + w * 0.1)}Z`,
          color,
        ) +
        path(
          `M${n(x + w * 0.2)} ${n(y + w * 0.1)}H${n(x + w * 0.7)}Q${n(x + w * 0.6)} ${n(y - w * 0.02)} ${n(x + w * 0.3)} ${n(y)}Z`,
          darken(color, 0.2),
        )
      );
    case 'bow':
      return (
        path(
          `M${n(x)} ${n(y)}L${n(x - w * 0.25)} ${n(y - w * 0.14)}L${n(x - w * 0.25)} ${n(y + w * 0.14)}Z`,
          color,
          { stroke: color, strokeWidth: w * 0.06, strokeLinejoin: 'round' },
        ) +
        path(
          `M${n(x)} ${n(y)}L${n(x + w * 0.25)} ${n(y - w * 0.14)}L${n(x + w * 0.25)} ${n(y + w * 0.14)}Z`,
          color,
          { stroke: color, strokeWidth: w * 0.06, strokeLinejoin: 'round' },
        ) +
        circle(x, y, w * 0.07, darken(color, 0.2))
      );
    case 'flower':
      return (
        [0, 1, 2, 3, 4]
          .map((i) =>
            circle(
              x + Math.cos((i * Math.PI * 2) / 5) * w * 0.08,
              y + Math.sin((i * Math.PI * 2) / 5) * w * 0.08,
              w * 0.07,
              color,
            ),
          )
          .join('') + circle(x, y, w * 0.06, '#ffd23f')
      );
    case 'chef-hat':
      return (
        rect(x - w * 0.28, y - w * 0.12, w * 0.56, w * 0.16, '#ffffff', {
          rx: w * 0.04,
          stroke: '#e3e3ee',
          strokeWidth: w * 0.02,
        }) +
        circle(x - w * 0.2, y - w * 0.25, w * 0.16, '#ffffff') +
        circle(x + w * 0.2, y - w * 0.25, w * 0.16, '#ffffff') +
        circle(x, y - w * 0.35, w * 0.2, '#ffffff')
      );
    default:
      return '';
  }
}

// ── dinosaurs ──

export type DinoKind = 'rex' | 'longneck' | 'trike' | 'stego';
export type DinoPose = 'stand' | 'walk' | 'jump' | 'roar' | 'sleep' | 'wave' | 'dance' | 'peek';

export interface DinoOptions extends Placement {
  kind?: DinoKind;
  pose?: DinoPose;
  mood?: Mood;
  color?: string;
  belly?: string;
  accent?: string;
  spots?: boolean;
  /** Dragon extras: wings and little horns. */
  wings?: boolean;
  fire?: boolean;
  hat?: Accessory;
  hatColor?: string;
}

/** A rounded, friendly dinosaur; about 230 units tall (rex) at s = 1. */
export function dino(o: DinoOptions): Part {
  const kind = o.kind ?? 'rex';
  if (kind === 'longneck') return longneck(o);
  if (kind === 'trike') return trike(o);
  if (kind === 'stego') return stego(o);
  return rex(o);
}

function rex(o: DinoOptions): Part {
  const color = o.color ?? '#5cc46a';
  const belly = o.belly ?? lighten(color, 0.55);
  const accent = o.accent ?? '#ffb347';
  const dark = darken(color, 0.18);
  const pose = o.pose ?? 'stand';
  const mood = o.mood ?? (pose === 'roar' ? 'roar' : pose === 'sleep' ? 'asleep' : 'smile');

  if (pose === 'sleep') {
    return at(
      o,
      ellipse(0, -6, 150, 12, '#000000', { opacity: 0.08 }),
      path('M-60 -40Q-150 -40 -150 -12Q-100 -10 -40 -12Z', color),
      ellipse(-10, -50, 95, 50, color),
      ellipse(0, -35, 70, 30, belly),
      ...[-70, -40, -10, 20].map((sx, i) =>
        path(
          `M${sx - 14} ${-88 + (i === 0 ? 8 : 0)}L${sx} ${-118 + (i === 0 ? 8 : 0)}L${sx + 14} ${-90}Z`,
          accent,
          { stroke: accent, strokeWidth: 8, strokeLinejoin: 'round' },
        ),
      ),
      ellipse(95, -42, 58, 40, color),
      eye(100, -50, 9, mood === 'wink' ? 'smile' : mood, 0.4, true),
      mouth(125, -28, 22, mood === 'asleep' ? 'sleepy' : 'smile'),
      ellipse(86, -30, 10, 6, '#ff8fa3', { opacity: 0.6 }),
      circle(142, -52, 3, dark),
      o.hat ? accessory(o.hat, 95, -80, 90, o.hatColor) : '',
      mood === 'asleep' ? zzz(150, -100, 1) : '',
    );
  }

  const lift = pose === 'jump' ? -50 : 0;
  const legBack =
    pose === 'walk' || pose === 'dance'
      ? 'rotate(-14 -28 -50)'
      : pose === 'jump'
        ? 'rotate(18 -28 -50)'
        : '';
  const legFront =
    pose === 'walk'
      ? 'rotate(16 30 -50)'
      : pose === 'dance'
        ? 'rotate(-40 30 -50)'
        : pose === 'jump'
          ? 'rotate(-22 30 -50)'
          : '';
  const leg = (x: number, tf: string) =>
    g(
      { transform: tf || undefined },
      rect(x - 19, -64, 38, 62, color, { rx: 18 }),
      ellipse(x + 6, -6, 28, 12, dark),
      circle(x + 22, -8, 4, '#ffffff'),
      circle(x + 12, -4, 4, '#ffffff'),
    );
  const headTilt =
    pose === 'roar' ? 'rotate(-14 20 -130)' : pose === 'peek' ? 'rotate(10 20 -130)' : '';
  const spikes = path(
    [
      [-8, -198, -20],
      [-34, -160, -45],
      [-60, -130, -55],
      [-92, -100, -62],
      [-124, -72, -70],
    ]
      .map(([sx, sy, r]) =>
        movedShape(
          [
            [-14, 6],
            [0, -20],
            [14, 6],
          ],
          sx!,
          sy!,
          r!,
        ),
      )
      .join(''),
    accent,
    { stroke: accent, strokeWidth: 9, strokeLinejoin: 'round' },
  );
  const spots = o.spots
    ? circle(-30, -110, 8, dark, { opacity: 0.45 }) +
      circle(-48, -86, 6, dark, { opacity: 0.45 }) +
      circle(-12, -124, 5, dark, { opacity: 0.45 })
    : '';
  const armUp = pose === 'wave' || pose === 'dance' || pose === 'jump';
  const arm = armUp
    ? line('M46 -108Q70 -130 78 -160', color, 17) + line('M78 -160l-6 -10M78 -160l6 -8', dark, 4)
    : line('M46 -104Q66 -96 78 -100', color, 17);
  const arm2 = pose === 'dance' ? line('M20 -110Q10 -140 16 -168', dark, 15) : '';
  const wings = o.wings
    ? path('M-20 -130Q-90 -230 -10 -260Q10 -220 40 -215Q20 -180 -20 -130Z', lighten(color, 0.3), {
        stroke: dark,
        strokeWidth: 5,
        strokeLinejoin: 'round',
      }) + line('M-20 -135L-20 -245M-18 -140L20 -215', dark, 4)
    : '';
  const horns = o.wings
    ? path('M0 -204Q-6 -236 -20 -244Q4 -238 14 -208Z', '#fff2c8') +
      path('M30 -210Q30 -242 20 -252Q42 -240 44 -210Z', '#fff2c8')
    : '';
  const fire = o.fire
    ? path(
        'M112 -160Q170 -200 240 -170Q200 -160 250 -130Q190 -140 200 -110Q150 -140 112 -150Z',
        '#ff7b29',
      ) + path('M112 -156Q160 -180 200 -165Q175 -155 200 -140Q160 -146 112 -152Z', '#ffd23f')
    : '';
  const snoutMood: Mood = mood;
  const head = g(
    { transform: headTilt || undefined },
    horns,
    path(
      'M-14 -170C-20 -215 20 -225 60 -216C100 -208 118 -186 112 -160C108 -134 84 -128 48 -128C12 -128 -10 -140 -14 -170Z',
      color,
    ),
    eye(50, -182, 10, mood === 'roar' ? 'determined' : mood, 0.4, true),
    circle(100, -178, 3.5, dark),
    snoutMood === 'roar' ||
      snoutMood === 'laugh' ||
      snoutMood === 'happy' ||
      snoutMood === 'surprised'
      ? mouth(82, -148, 34, snoutMood)
      : line('M58 -146Q84 -134 106 -152', INK, 4.5),
    ellipse(52, -156, 11, 7, '#ff8fa3', { opacity: 0.55 }),
    o.hat ? accessory(o.hat, 38, -216, 90, o.hatColor) : '',
    fire,
  );
  return at(
    o,
    ellipse(0, -4, 110, 12, '#000000', { opacity: pose === 'jump' ? 0.05 : 0.08 }),
    g(
      { transform: lift ? `translate(0 ${lift})` : undefined },
      wings,
      path('M-40 -100C-100 -95 -140 -64 -168 -22C-120 -36 -80 -40 -32 -44Z', color),
      spikes,
      leg(-28, legBack),
      arm2,
      ellipse(0, -92, 64, 60, color),
      ellipse(16, -80, 36, 42, belly),
      line('M2 -70Q16 -64 30 -70M4 -92Q16 -86 30 -92', darken(belly, 0.12), 3),
      spots,
      leg(30, legFront),
      head,
      arm,
    ),
    pose === 'jump' ? line('M-60 -10h30M10 -14h40M70 -10h24', '#ffffff', 5, { opacity: 0.8 }) : '',
  );
}

function longneck(o: DinoOptions): Part {
  const color = o.color ?? '#7bb8ff';
  const belly = o.belly ?? lighten(color, 0.5);
  const dark = darken(color, 0.18);
  const mood = o.mood ?? (o.pose === 'sleep' ? 'asleep' : 'smile');
  const pose = o.pose ?? 'stand';
  const neckUp = pose !== 'sleep';
  const legs = [-60, -30, 35, 62].map((x, i) =>
    rect(x - 16, -70, 32, 70, i === 1 || i === 3 ? darken(color, 0.08) : color, {
      rx: 14,
      transform: pose === 'walk' && i % 2 === 0 ? `rotate(8 ${x} -60)` : undefined,
    }),
  );
  const spots =
    o.spots !== false
      ? circle(-10, -150, 10, dark, { opacity: 0.35 }) +
        circle(25, -160, 7, dark, { opacity: 0.35 }) +
        circle(-45, -130, 6, dark, { opacity: 0.35 })
      : '';
  const neck = neckUp
    ? path('M50 -120C80 -170 90 -230 110 -270L150 -262C130 -220 110 -160 90 -100Z', color)
    : path('M60 -100C110 -110 150 -60 190 -40L186 -12C140 -30 100 -60 60 -60Z', color);
  const headX = neckUp ? 138 : 200;
  const headY = neckUp ? -282 : -32;
  const head = g(
    {},
    ellipse(headX, headY, 42, 28, color),
    eye(headX + 8, headY - 8, 7, mood, 0.4, true),
    line(
      `M${headX + 14} ${headY + 10}Q${headX + 28} ${headY + 18} ${headX + 38} ${headY + 6}`,
      INK,
      3.5,
    ),
    ellipse(headX + 2, headY + 8, 8, 5, '#ff8fa3', { opacity: 0.55 }),
    o.hat ? accessory(o.hat, headX - 4, headY - 26, 60, o.hatColor) : '',
  );
  return at(
    o,
    ellipse(0, -4, 150, 14, '#000000', { opacity: 0.08 }),
    path('M-90 -110C-150 -100 -200 -60 -230 -20C-180 -36 -130 -50 -80 -60Z', color),
    ...legs.slice(0, 2),
    neck,
    ellipse(0, -120, 105, 66, color),
    ellipse(10, -92, 70, 30, belly),
    spots,
    ...legs.slice(2),
    head,
    pose === 'sleep' ? zzz(headX + 30, headY - 40, 1) : '',
  );
}

function trike(o: DinoOptions): Part {
  const color = o.color ?? '#ff9f5a';
  const dark = darken(color, 0.2);
  const frill = o.accent ?? '#ffd166';
  const mood = o.mood ?? 'smile';
  const walk = o.pose === 'walk';
  const legs = [-55, -20, 30, 62].map((x, i) =>
    rect(x - 16, -60, 32, 60, i === 0 || i === 2 ? darken(color, 0.08) : color, {
      rx: 14,
      transform: walk && i % 2 === 0 ? `rotate(10 ${x} -50)` : undefined,
    }),
  );
  return at(
    o,
    ellipse(0, -4, 130, 12, '#000000', { opacity: 0.08 }),
    path('M-80 -90C-120 -80 -150 -50 -165 -20C-130 -30 -100 -40 -70 -50Z', color),
    ...legs.slice(0, 2),
    ellipse(0, -95, 92, 58, color),
    ellipse(10, -65, 60, 24, lighten(color, 0.45)),
    ...legs.slice(2),
    path('M58 -150C50 -200 120 -215 150 -170C170 -140 150 -110 120 -110Z', frill, {
      stroke: darken(frill, 0.2),
      strokeWidth: 6,
    }),
    ...[0, 1, 2, 3].map((i) =>
      circle(72 + i * 22, -176 + Math.abs(i - 1.5) * 8, 6, darken(frill, 0.15)),
    ),
    path(
      'M80 -130C80 -165 150 -160 165 -120C175 -95 160 -72 130 -72C100 -72 80 -100 80 -130Z',
      color,
    ),
    path('M160 -100L186 -96L166 -84Z', dark, {
      stroke: dark,
      strokeWidth: 5,
      strokeLinejoin: 'round',
    }),
    path('M112 -150L118 -196L128 -148Z', '#fff2c8', {
      stroke: '#fff2c8',
      strokeWidth: 6,
      strokeLinejoin: 'round',
    }),
    path('M140 -142L156 -184L156 -136Z', '#fff2c8', {
      stroke: '#fff2c8',
      strokeWidth: 6,
      strokeLinejoin: 'round',
    }),
    path('M166 -112L184 -126L172 -104Z', '#fff2c8', {
      stroke: '#fff2c8',
      strokeWidth: 4,
      strokeLinejoin: 'round',
    }),
    eye(126, -120, 8, mood, 0.4, true),
    mood === 'happy' || mood === 'laugh' || mood === 'surprised' || mood === 'roar'
      ? mouth(142, -94, 22, mood)
      : line('M128 -92Q144 -84 160 -94', INK, 4),
    ellipse(116, -98, 9, 6, '#ff8fa3', { opacity: 0.55 }),
    o.hat ? accessory(o.hat, 118, -160, 70, o.hatColor) : '',
  );
}

function stego(o: DinoOptions): Part {
  const color = o.color ?? '#b57bff';
  const plate = o.accent ?? '#ff7b9c';
  const dark = darken(color, 0.2);
  const mood = o.mood ?? 'smile';
  const plates = [
    [-80, -128, -40],
    [-48, -162, -18],
    [-10, -174, 0],
    [28, -164, 16],
    [60, -136, 36],
  ]
    .map(([px, py, r], i) =>
      g(
        place(px!, py!, 1, false, r!),
        path('M-20 14Q-22 -20 0 -40Q22 -20 20 14Z', i % 2 ? plate : lighten(plate, 0.25), {
          stroke: darken(plate, 0.15),
          strokeWidth: 4,
        }),
      ),
    )
    .join('');
  return at(
    o,
    ellipse(0, -4, 140, 12, '#000000', { opacity: 0.08 }),
    plates,
    path(
      'M-100 -80C-140 -80 -170 -60 -190 -40L-200 -60L-205 -30L-216 -44L-200 -18C-160 -20 -130 -30 -95 -40Z',
      color,
    ),
    path('M-200 -60L-214 -78L-204 -50ZM-214 -44L-232 -50L-210 -36Z', '#fff2c8', {
      stroke: '#fff2c8',
      strokeWidth: 5,
      strokeLinejoin: 'round',
    }),
    rect(-76, -64, 32, 62, darken(color, 0.08), { rx: 14 }),
    rect(36, -64, 32, 62, darken(color, 0.08), { rx: 14 }),
    path('M-110 -60C-110 -150 80 -170 100 -70Z', color),
    ellipse(-5, -64, 95, 26, lighten(color, 0.4)),
    rect(-48, -64, 32, 62, color, { rx: 14 }),
    rect(62, -60, 32, 58, color, { rx: 14 }),
    path('M80 -90C100 -104 150 -100 160 -74C166 -56 146 -46 120 -48C96 -50 84 -62 80 -90Z', color),
    eye(128, -80, 7, mood, 0.4, true),
    line('M132 -58Q146 -52 156 -62', INK, 3.5),
    ellipse(120, -62, 8, 5, '#ff8fa3', { opacity: 0.55 }),
    circle(-20, -100, 7, dark, { opacity: 0.3 }),
    circle(10, -116, 5, dark, { opacity: 0.3 }),
    o.hat ? accessory(o.hat, 124, -100, 56, o.hatColor) : '',
  );
}

/** A speckled dinosaur egg, optionally hatching. */
export function egg(x: number, y: number, s: number, color = '#fff3d6', cracked = false): Part {
  return g(
    place(x, y, s),
    path(
      'M0 -110C40 -110 60 -50 60 -30C60 0 34 10 0 10C-34 10 -60 0 -60 -30C-60 -50 -40 -110 0 -110Z',
      color,
      { stroke: darken(color, 0.15), strokeWidth: 4 },
    ),
    circle(-20, -60, 7, '#9ad0a0'),
    circle(18, -40, 9, '#9ad0a0'),
    circle(6, -82, 5, '#9ad0a0'),
    cracked ? line('M-50 -55L-30 -65L-16 -50L0 -66L14 -50L30 -64L50 -52', INK, 4) : '',
  );
}

/** A fossil footprint (three toes). */
export function footprint(x: number, y: number, s: number, color: string, rotate = 0): Part {
  return g(
    place(x, y, s, false, rotate),
    ellipse(0, 0, 18, 22, color),
    ellipse(-20, -30, 8, 16, color, { transform: 'rotate(-25 -20 -30)' }),
    ellipse(0, -38, 8, 16, color),
    ellipse(20, -30, 8, 16, color, { transform: 'rotate(25 20 -30)' }),
  );
}

// ── front-facing mammals ──

export type Species =
  | 'cat'
  | 'dog'
  | 'bear'
  | 'rabbit'
  | 'fox'
  | 'mouse'
  | 'goat'
  | 'pig'
  | 'panda'
  | 'lion'
  | 'squirrel';
export type AnimalPose = 'sit' | 'wave' | 'cheer' | 'sleep' | 'hold' | 'walk';

export interface AnimalOptions extends Placement {
  species: Species;
  color?: string;
  /** Muzzle/belly colour. */
  light?: string;
  pose?: AnimalPose;
  mood?: Mood;
  look?: number;
  hat?: Accessory;
  hatColor?: string;
  scarf?: string;
  /** Something held in front (drawn between the arms), in local coordinates around (0, -95). */
  holding?: Part;
}

const SPECIES_COLORS: Record<Species, [string, string]> = {
  cat: ['#ffa94d', '#fff1dc'],
  dog: ['#c98b55', '#fbe7cf'],
  bear: ['#a0673d', '#e8c39e'],
  rabbit: ['#f2f2f7', '#ffd6e0'],
  fox: ['#ff7a2f', '#ffffff'],
  mouse: ['#b7b4c7', '#ffd6e0'],
  goat: ['#f4ede2', '#ffffff'],
  pig: ['#ffb3c1', '#ffd6de'],
  panda: ['#ffffff', '#ffffff'],
  lion: ['#f6b53c', '#fff0c9'],
  squirrel: ['#c0703a', '#f6dcc0'],
};

/** A sitting, front-facing animal about 240 units tall (ears included) at s = 1. */
export function animal(o: AnimalOptions): Part {
  const sp = o.species;
  const [base, lightBase] = SPECIES_COLORS[sp];
  const color = o.color ?? base;
  const light = o.light ?? lightBase;
  const dark = darken(color, 0.22);
  const pose = o.pose ?? 'sit';
  const mood = o.mood ?? (pose === 'sleep' ? 'asleep' : 'smile');
  const limb = sp === 'panda' ? '#2b2a33' : color;

  if (pose === 'sleep') {
    return at(
      o,
      ellipse(0, -4, 120, 12, '#000000', { opacity: 0.08 }),
      tail(sp, color, light, 'sleep'),
      ellipse(0, -45, 100, 48, color),
      ellipse(-10, -30, 70, 22, light),
      g(
        place(52, -62, 0.82),
        ears(sp, color, dark, light),
        ellipse(0, 0, 62, 54, color),
        sp === 'panda'
          ? ellipse(-22, -4, 15, 12, '#2b2a33') + ellipse(22, -4, 15, 12, '#2b2a33')
          : '',
        muzzle(sp, light, dark, 'asleep'),
        eyes(0, -6, 42, 9, 'asleep'),
        cheeks(0, 14, 70, 9),
        o.hat ? accessory(o.hat, 0, -54, 110, o.hatColor) : '',
      ),
      zzz(110, -110, 1),
    );
  }

  const armL =
    pose === 'cheer'
      ? line('M-42 -110Q-70 -140 -76 -175', limb, 24)
      : pose === 'hold'
        ? line('M-42 -110Q-50 -90 -26 -86', limb, 24)
        : line('M-44 -108Q-60 -80 -48 -62', limb, 24);
  const armR =
    pose === 'cheer' || pose === 'wave'
      ? line('M42 -110Q70 -140 76 -175', limb, 24)
      : pose === 'hold'
        ? line('M42 -110Q50 -90 26 -86', limb, 24)
        : line('M44 -108Q60 -80 48 -62', limb, 24);
  const feetY = pose === 'walk' ? [-10, -4] : [-8, -8];
  const body = [
    ellipse(0, -4, 80, 10, '#000000', { opacity: 0.08 }),
    tail(sp, color, light, pose),
    ellipse(0, -72, 56, 64, color),
    ellipse(0, -64, 36, 44, light),
    sp === 'panda' ? path('M-56 -100Q0 -130 56 -100L56 -86Q0 -112 -56 -86Z', '#2b2a33') : '',
    ellipse(-26, feetY[0]!, 26, 14, limb),
    ellipse(26, feetY[1]!, 26, 14, limb),
  ];
  const head = g(
    place(0, -166),
    ears(sp, color, dark, light),
    sp === 'lion' ? lionMane(color) : '',
    ellipse(0, 0, sp === 'cat' || sp === 'fox' ? 64 : 60, 56, color),
    sp === 'panda' ? ellipse(-22, -6, 15, 12, '#2b2a33') + ellipse(22, -6, 15, 12, '#2b2a33') : '',
    sp === 'fox' ? path('M-64 4Q-30 -4 0 30Q30 -4 64 4Q40 50 0 54Q-40 50 -64 4Z', light) : '',
    sp === 'goat'
      ? path('M-30 -46Q-50 -80 -30 -96Q-30 -70 -16 -50Z', '#c9b79c') +
          path('M30 -46Q50 -80 30 -96Q30 -70 16 -50Z', '#c9b79c')
      : '',
    muzzle(sp, light, dark, mood),
    eyes(0, -8, 44, 9, mood, o.look ?? 0),
    cheeks(0, 14, 76, 9),
    sp === 'goat' ? path('M-8 48Q0 72 8 48Z', '#e0d6c6') : '',
    o.hat ? accessory(o.hat, 0, -52, 110, o.hatColor) : '',
  );
  const scarf = o.scarf
    ? path('M-44 -122Q0 -104 44 -122L46 -108Q0 -88 -46 -108Z', o.scarf) +
      rect(18, -112, 18, 44, o.scarf, { rx: 8, transform: 'rotate(-10 27 -112)' })
    : '';
  return at(o, ...body, scarf, armL, o.holding ?? '', armR, head);
}

function ears(sp: Species, color: string, dark: string, light: string): Part {
  switch (sp) {
    case 'cat':
    case 'lion':
      return sp === 'cat'
        ? path('M-56 -18L-46 -74L-12 -46Z', color, {
            stroke: color,
            strokeWidth: 10,
            strokeLinejoin: 'round',
          }) +
            path('M56 -18L46 -74L12 -46Z', color, {
              stroke: color,
              strokeWidth: 10,
              strokeLinejoin: 'round',
            }) +
            path('M-44 -30L-40 -60L-22 -44Z', '#ff9fb1') +
            path('M44 -30L40 -60L22 -44Z', '#ff9fb1')
        : circle(-44, -44, 16, color) + circle(44, -44, 16, color);
    case 'squirrel':
      return (
        path('M-48 -30L-40 -78L-16 -46Z', color, {
          stroke: color,
          strokeWidth: 12,
          strokeLinejoin: 'round',
        }) +
        path('M48 -30L40 -78L16 -46Z', color, {
          stroke: color,
          strokeWidth: 12,
          strokeLinejoin: 'round',
        }) +
        line('M-40 -80l-4 -12M40 -80l4 -12', dark, 5)
      );
    case 'fox':
      return (
        path('M-60 -14L-52 -86L-10 -48Z', color, {
          stroke: color,
          strokeWidth: 10,
          strokeLinejoin: 'round',
        }) +
        path('M60 -14L52 -86L10 -48Z', color, {
          stroke: color,
          strokeWidth: 10,
          strokeLinejoin: 'round',
        }) +
        path('M-48 -36L-48 -70L-24 -46Z', '#3a2a2a') +
        path('M48 -36L48 -70L24 -46Z', '#3a2a2a')
      );
    case 'dog':
      return (
        ellipse(-58, 0, 20, 42, dark, { transform: 'rotate(20 -58 0)' }) +
        ellipse(58, 0, 20, 42, dark, { transform: 'rotate(-20 58 0)' })
      );
    case 'bear':
      return (
        circle(-44, -42, 20, color) +
        circle(44, -42, 20, color) +
        circle(-44, -42, 10, light) +
        circle(44, -42, 10, light)
      );
    case 'panda':
      return circle(-44, -42, 20, '#2b2a33') + circle(44, -42, 20, '#2b2a33');
    case 'rabbit':
      return (
        ellipse(-24, -90, 18, 54, color, { transform: 'rotate(-10 -24 -90)' }) +
        ellipse(24, -90, 18, 54, color, { transform: 'rotate(10 24 -90)' }) +
        ellipse(-24, -88, 8, 40, '#ffc2d1', { transform: 'rotate(-10 -24 -88)' }) +
        ellipse(24, -88, 8, 40, '#ffc2d1', { transform: 'rotate(10 24 -88)' })
      );
    case 'mouse':
      return (
        circle(-50, -40, 30, color) +
        circle(50, -40, 30, color) +
        circle(-50, -40, 18, '#ffc2d1') +
        circle(50, -40, 18, '#ffc2d1')
      );
    case 'goat':
      return (
        ellipse(-66, -4, 26, 11, color, { transform: 'rotate(20 -66 -4)' }) +
        ellipse(66, -4, 26, 11, color, { transform: 'rotate(-20 66 -4)' })
      );
    case 'pig':
      return (
        path('M-50 -30L-46 -66L-20 -46Z', darken(color, 0.06), {
          stroke: darken(color, 0.06),
          strokeWidth: 8,
          strokeLinejoin: 'round',
        }) +
        path('M50 -30L46 -66L20 -46Z', darken(color, 0.06), {
          stroke: darken(color, 0.06),
          strokeWidth: 8,
          strokeLinejoin: 'round',
        })
      );
    default:
      return '';
  }
}

function lionMane(color: string): Part {
  const mane = darken(color, 0.3);
  return (
    Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return circle(Math.cos(a) * 62, Math.sin(a) * 58, 26, mane);
    }).join('') + circle(0, 0, 68, mane)
  );
}

function muzzle(sp: Species, light: string, dark: string, mood: Mood): Part {
  const m = mouth(0, 26, 22, mood);
  switch (sp) {
    case 'dog':
    case 'bear':
    case 'goat':
    case 'lion':
      return ellipse(0, 20, 30, 22, light) + ellipse(0, 8, 11, 8, INK) + m;
    case 'pig':
      return (
        ellipse(0, 14, 24, 16, '#ff8fa3') +
        ellipse(-7, 14, 4, 6, '#c24d66') +
        ellipse(7, 14, 4, 6, '#c24d66') +
        mouth(0, 34, 20, mood)
      );
    case 'panda':
      return ellipse(0, 8, 10, 7, INK) + m;
    case 'rabbit':
      return (
        ellipse(0, 8, 7, 5, '#ff8fa3') +
        rect(-6, 24, 12, 10, '#ffffff', { rx: 2, stroke: '#c9c9d6', strokeWidth: 1.5 }) +
        m
      );
    default: {
      const whiskers = line('M-20 14L-52 8M-20 20L-52 24M20 14L52 8M20 20L52 24', dark, 2.5);
      return (
        path('M-7 8H7L0 16Z', '#ff8fa3', {
          stroke: '#ff8fa3',
          strokeWidth: 4,
          strokeLinejoin: 'round',
        }) +
        whiskers +
        m
      );
    }
  }
}

function tail(sp: Species, color: string, light: string, pose: AnimalPose): Part {
  const sleeping = pose === 'sleep';
  switch (sp) {
    case 'cat':
      return sleeping
        ? line('M-90 -30Q-130 -10 -90 10Q-40 20 20 6', color, 18)
        : line('M40 -24Q100 -20 96 -80Q94 -110 76 -116', color, 16);
    case 'dog':
      return sleeping
        ? line('M-90 -40Q-120 -50 -124 -70', color, 16)
        : line('M40 -30Q80 -40 90 -80', color, 16);
    case 'fox':
      return sleeping
        ? path('M-80 -40Q-150 -40 -120 10Q-60 20 20 8Q-40 -10 -80 -40Z', color) +
            path('M-120 10Q-100 22 -70 16Q-100 0 -116 -10Z', light)
        : path('M36 -30Q120 -30 110 -120Q90 -60 40 -60Z', color) +
            path('M110 -120Q116 -100 104 -86Q96 -104 100 -112Z', light, {
              stroke: light,
              strokeWidth: 14,
              strokeLinejoin: 'round',
            });
    case 'rabbit':
      return circle(sleeping ? -96 : 50, sleeping ? -40 : -24, 16, '#ffffff');
    case 'squirrel':
      return sleeping
        ? path('M-80 -40Q-170 -60 -150 -130Q-120 -90 -70 -70Z', color)
        : path('M30 -20Q120 -10 120 -110Q118 -190 60 -200Q100 -150 80 -110Q60 -60 30 -50Z', color, {
            stroke: darken(color, 0.15),
            strokeWidth: 4,
          }) + line('M60 -190Q104 -150 90 -100', light, 6, { opacity: 0.6 });
    case 'mouse':
      return line(
        sleeping ? 'M-96 -30Q-140 -20 -120 10' : 'M40 -20Q110 0 100 -60Q96 -80 80 -76',
        '#ff9fb1',
        6,
      );
    case 'pig':
      return line(
        sleeping ? 'M-98 -44q-14 -10 -6 -18q10 -4 4 10' : 'M48 -40q16 -10 10 -22q-12 -6 -6 10',
        '#ff8fa3',
        5,
      );
    case 'lion':
      return (
        line(sleeping ? 'M-96 -30Q-140 -20 -130 6' : 'M40 -24Q100 -10 100 -70', color, 10) +
        circle(sleeping ? -130 : 100, sleeping ? 6 : -72, 12, darken(color, 0.3))
      );
    default:
      return sleeping ? '' : circle(48, -30, 12, color);
  }
}

// ── birds ──

export interface BirdOptions extends Placement {
  color?: string;
  breast?: string;
  pose?: 'perch' | 'fly' | 'sing';
  mood?: Mood;
  hat?: Accessory;
  hatColor?: string;
}

/** A round little bird, side view, about 90 units tall at s = 1. */
export function bird(o: BirdOptions): Part {
  const color = o.color ?? '#4d96ff';
  const breast = o.breast ?? lighten(color, 0.55);
  const pose = o.pose ?? 'perch';
  const mood = o.mood ?? 'smile';
  const wing =
    pose === 'fly'
      ? path('M-10 -60Q-30 -120 -70 -110Q-50 -80 -30 -50Z', darken(color, 0.12))
      : path('M-34 -46Q-10 -70 16 -44Q-6 -26 -34 -46Z', darken(color, 0.12));
  return at(
    o,
    pose === 'fly' ? '' : line('M-8 -8V2M8 -8V2', '#f08a24', 4),
    path('M-38 -46L-70 -60L-66 -40Z', darken(color, 0.2), {
      stroke: darken(color, 0.2),
      strokeWidth: 6,
      strokeLinejoin: 'round',
    }),
    circle(0, -44, 40, color),
    ellipse(12, -32, 24, 22, breast),
    wing,
    path(
      pose === 'sing' ? 'M36 -56L60 -66L38 -48ZM38 -46L58 -40L36 -42Z' : 'M36 -56L62 -50L36 -42Z',
      '#ffb020',
      { stroke: '#ffb020', strokeWidth: 4, strokeLinejoin: 'round' },
    ),
    eye(20, -58, 6, mood, 0.3, true),
    ellipse(20, -44, 6, 4, '#ff8fa3', { opacity: 0.6 }),
    o.hat ? accessory(o.hat, 4, -82, 50, o.hatColor) : '',
    pose === 'sing' ? line('M74 -70q8 -10 0 -20M84 -76q14 -16 0 -32', INK, 3) : '',
  );
}

/** A wise round owl, front-facing, about 170 units tall at s = 1. */
export function owl(
  o: Placement & { color?: string; mood?: Mood; hat?: Accessory; hatColor?: string },
): Part {
  const color = o.color ?? '#9b6b4a';
  const mood = o.mood ?? 'smile';
  const light = lighten(color, 0.55);
  const bigEye = (x: number) =>
    circle(x, -112, 24, '#ffffff') +
    (mood === 'asleep' || mood === 'sleepy' || mood === 'happy'
      ? eye(x, -112, 11, mood)
      : circle(x, -112, 13, INK) + circle(x + 4, -117, 4.5, '#ffffff'));
  return at(
    o,
    line('M-18 -4V4M18 -4V4', '#f0a020', 6),
    path('M-50 -140L-56 -186L-20 -156Z', color, {
      stroke: color,
      strokeWidth: 8,
      strokeLinejoin: 'round',
    }),
    path('M50 -140L56 -186L20 -156Z', color, {
      stroke: color,
      strokeWidth: 8,
      strokeLinejoin: 'round',
    }),
    ellipse(0, -84, 64, 82, color),
    ellipse(0, -58, 42, 52, light),
    ...[
      [-16, -70],
      [8, -70],
      [-6, -50],
      [18, -50],
      [-20, -34],
      [4, -34],
    ].map(([vx, vy]) => line(`M${vx} ${vy}l6 6l6 -6`, darken(light, 0.2), 3)),
    path('M-62 -100Q-86 -60 -58 -28Q-50 -70 -62 -100Z', darken(color, 0.15)),
    path('M62 -100Q86 -60 58 -28Q50 -70 62 -100Z', darken(color, 0.15)),
    bigEye(-26),
    bigEye(26),
    path('M-8 -96L8 -96L0 -80Z', '#ffb020', {
      stroke: '#ffb020',
      strokeWidth: 5,
      strokeLinejoin: 'round',
    }),
    o.hat ? accessory(o.hat, 0, -160, 100, o.hatColor) : '',
  );
}

/** A duck, side view, about 110 units tall at s = 1. */
export function duck(
  o: Placement & {
    color?: string;
    mood?: Mood;
    swimming?: boolean;
    hat?: Accessory;
    hatColor?: string;
  },
): Part {
  const color = o.color ?? '#ffd93d';
  const mood = o.mood ?? 'smile';
  return at(
    o,
    o.swimming ? '' : line('M-10 -6V4h-8M12 -6V4h-8', '#ff8c1f', 5),
    path('M-60 -50Q-80 -70 -72 -40Q-60 -8 0 -6Q50 -6 56 -40Q40 -60 -60 -50Z', color),
    path('M-30 -44Q0 -60 24 -40Q0 -24 -30 -44Z', darken(color, 0.1)),
    circle(34, -74, 30, color),
    path('M58 -76Q86 -76 86 -66Q80 -58 58 -62Z', '#ff8c1f'),
    eye(42, -82, 5.5, mood, 0.3, true),
    ellipse(36, -64, 6, 4, '#ff8fa3', { opacity: 0.6 }),
    o.hat ? accessory(o.hat, 32, -102, 46, o.hatColor) : '',
  );
}

/** A frog, front-facing, about 120 units tall at s = 1. */
export function frog(
  o: Placement & {
    color?: string;
    mood?: Mood;
    jump?: boolean;
    hat?: Accessory;
    hatColor?: string;
  },
): Part {
  const color = o.color ?? '#5ccf6b';
  const mood = o.mood ?? 'happy';
  return at(
    o,
    o.jump
      ? line('M-30 -40Q-70 -20 -80 10M30 -40Q70 -20 80 10', color, 18)
      : ellipse(-40, -10, 30, 14, darken(color, 0.1)) +
          ellipse(40, -10, 30, 14, darken(color, 0.1)),
    ellipse(0, -46, 52, 40, color),
    ellipse(0, -36, 32, 24, lighten(color, 0.5)),
    ellipse(0, -92, 62, 40, color),
    circle(-32, -122, 20, color),
    circle(32, -122, 20, color),
    eyes(0, -122, 64, 10, mood),
    mouth(0, -88, 44, mood === 'happy' ? 'smile' : mood),
    cheeks(0, -92, 84, 8),
    o.hat ? accessory(o.hat, 0, -140, 70, o.hatColor) : '',
  );
}

// ── the sea ──

export interface FishOptions extends Placement {
  color?: string;
  stripe?: string;
  mood?: Mood;
}

/** A fish swimming right, centred on (x, y), about 120 wide at s = 1. */
export function fish(o: FishOptions): Part {
  const color = o.color ?? '#ff9f43';
  const stripe = o.stripe ?? '#ffffff';
  const mood = o.mood ?? 'smile';
  return at(
    o,
    path('M-40 0L-72 -26Q-66 0 -72 26Z', darken(color, 0.12), {
      stroke: darken(color, 0.12),
      strokeWidth: 8,
      strokeLinejoin: 'round',
    }),
    path('M-20 -26Q0 -50 24 -30Z', darken(color, 0.12)),
    ellipse(0, 0, 50, 32, color),
    path('M-14 -30Q-4 0 -14 30', 'none', { stroke: stripe, strokeWidth: 8, opacity: 0.85 }),
    path('M10 -31Q18 0 10 31', 'none', { stroke: stripe, strokeWidth: 6, opacity: 0.6 }),
    path('M-4 8Q8 20 16 10Z', darken(color, 0.15)),
    eye(30, -8, 6.5, mood, 0.3, true),
    mood === 'surprised' ? mouth(44, 8, 12, 'surprised') : line('M36 10Q42 14 48 8', INK, 3),
  );
}

/** A big friendly whale swimming right; about 360 wide at s = 1. */
export function whale(o: Placement & { color?: string; mood?: Mood; spout?: boolean }): Part {
  const color = o.color ?? '#4d7fd6';
  const mood = o.mood ?? 'smile';
  return at(
    o,
    o.spout !== false
      ? line(
          'M100 -110Q90 -150 70 -170M100 -110Q100 -160 100 -180M100 -110Q110 -150 130 -170',
          '#bfeaff',
          10,
        )
      : '',
    path('M-150 0Q-190 -40 -220 -70Q-190 -60 -170 -70Q-175 -40 -140 -20Z', color),
    path(
      'M-160 10C-160 -100 -40 -110 60 -100C140 -92 180 -40 180 10C180 60 120 80 20 80C-80 80 -160 60 -160 10Z',
      color,
    ),
    path(
      'M-100 50C-40 80 100 80 170 30C160 70 100 84 20 84C-60 84 -110 70 -100 50Z',
      lighten(color, 0.55),
    ),
    path('M20 40Q40 80 0 90Q10 60 20 40Z', darken(color, 0.12)),
    eye(110, -20, 10, mood, 0.3, true),
    line('M100 30Q140 44 176 20', INK, 5),
    ellipse(100, 12, 12, 8, '#ff8fa3', { opacity: 0.55 }),
  );
}

/** An octopus with eight curly arms; about 200 tall at s = 1. */
export function octopus(o: Placement & { color?: string; mood?: Mood }): Part {
  const color = o.color ?? '#ff6f91';
  const mood = o.mood ?? 'happy';
  const arms = [-70, -50, -28, -8, 8, 28, 50, 70]
    .map((ax, i) => {
      const dir = i < 4 ? -1 : 1;
      return line(
        `M${ax * 0.6} -40Q${ax} 0 ${ax + dir * 10} 20Q${ax + dir * 30} 40 ${ax + dir * 16} 54`,
        i % 2 ? darken(color, 0.08) : color,
        16,
      );
    })
    .join('');
  return at(
    o,
    arms,
    path('M-70 -60C-80 -170 80 -170 70 -60C60 -30 -60 -30 -70 -60Z', color),
    circle(-30, -130, 8, lighten(color, 0.4)),
    circle(40, -120, 6, lighten(color, 0.4)),
    eyes(0, -80, 44, 10, mood),
    mouth(0, -56, 24, mood),
    cheeks(0, -62, 80, 9),
  );
}

/** A sea turtle swimming right; about 200 wide at s = 1. */
export function turtle(o: Placement & { color?: string; shell?: string; mood?: Mood }): Part {
  const color = o.color ?? '#7ccf8a';
  const shell = o.shell ?? '#3f9a5a';
  const mood = o.mood ?? 'smile';
  return at(
    o,
    path('M-30 10Q-70 50 -100 40Q-80 20 -50 0Z', color),
    path('M40 10Q70 50 100 50Q84 20 60 0Z', color),
    path('M-50 -20Q-90 -60 -120 -50Q-100 -30 -60 -10Z', color),
    path('M50 -30Q90 -80 120 -70Q100 -40 60 -10Z', color),
    circle(112, -10, 30, color),
    eye(120, -18, 6, mood, 0.3, true),
    line('M118 2Q128 8 138 0', INK, 3),
    path('M-90 0C-90 -80 90 -80 90 0Z', shell),
    path('M-40 -40L0 -56L40 -40L30 -8H-30Z', lighten(shell, 0.25)),
    line('M-90 0H90', darken(shell, 0.2), 6),
  );
}

export function crab(o: Placement & { color?: string; mood?: Mood }): Part {
  const color = o.color ?? '#ff5d5d';
  const mood = o.mood ?? 'happy';
  return at(
    o,
    line('M-40 -20L-70 0M-40 -14L-64 10M40 -20L70 0M40 -14L64 10', darken(color, 0.15), 7),
    line('M-44 -40Q-80 -60 -80 -90M44 -40Q80 -60 80 -90', color, 10),
    path('M-80 -90Q-110 -110 -90 -130Q-80 -110 -70 -112Q-70 -100 -80 -90Z', color),
    path('M80 -90Q110 -110 90 -130Q80 -110 70 -112Q70 -100 80 -90Z', color),
    ellipse(0, -34, 56, 34, color),
    line('M-14 -60V-84M14 -60V-84', color, 6),
    circle(-14, -88, 10, '#ffffff'),
    circle(14, -88, 10, '#ffffff'),
    circle(-12, -88, 5, INK),
    circle(16, -88, 5, INK),
    mouth(0, -30, 24, mood),
    cheeks(0, -34, 70, 7),
  );
}

export function jellyfish(o: Placement & { color?: string }): Part {
  const color = o.color ?? '#c59bff';
  return at(
    o,
    line('M-24 0q-8 20 0 40t0 40M0 0q8 20 0 40t0 40M24 0q-8 20 0 40t0 40', lighten(color, 0.2), 6),
    path('M-46 4C-46 -70 46 -70 46 4Q30 -6 16 4Q0 -6 -16 4Q-30 -6 -46 4Z', color, {
      opacity: 0.92,
    }),
    eyes(0, -20, 28, 5, 'smile'),
    mouth(0, -8, 12, 'smile'),
  );
}

export function starfish(o: Placement & { color?: string; mood?: Mood }): Part {
  const color = o.color ?? '#ffb020';
  return at(
    o,
    polygon(
      Array.from({ length: 10 }, (_, i) => {
        const r = i % 2 === 0 ? 44 : 20;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        return [Math.cos(a) * r, Math.sin(a) * r] as [number, number];
      }),
      color,
      { stroke: color, strokeWidth: 12, strokeLinejoin: 'round' },
    ),
    eyes(0, -4, 16, 4, o.mood ?? 'smile'),
    mouth(0, 6, 10, o.mood ?? 'smile'),
  );
}

// ── bugs ──

export type BugKind =
  | 'ladybird'
  | 'bee'
  | 'butterfly'
  | 'ant'
  | 'caterpillar'
  | 'snail'
  | 'firefly'
  | 'beetle'
  | 'spider';

export interface BugOptions extends Placement {
  kind: BugKind;
  color?: string;
  mood?: Mood;
  glow?: boolean;
  hat?: Accessory;
  hatColor?: string;
}

/** A small friendly bug centred near (x, y); about 100 units across at s = 1. */
export function bug(o: BugOptions): Part {
  const mood = o.mood ?? 'smile';
  switch (o.kind) {
    case 'ladybird': {
      const c = o.color ?? '#e8413c';
      return at(
        o,
        line('M-10 -54Q-20 -76 -30 -80M10 -54Q20 -76 30 -80', INK, 3.5),
        circle(-30, -80, 4, INK),
        circle(30, -80, 4, INK),
        line('M-40 -10L-58 0M-44 -30L-62 -30M40 -10L58 0M44 -30L62 -30', INK, 4),
        circle(0, -44, 22, INK),
        ellipse(0, -14, 48, 42, c),
        line('M0 -54V28', INK, 3),
        circle(-22, -20, 8, INK),
        circle(22, -20, 8, INK),
        circle(-16, 8, 6, INK),
        circle(16, 8, 6, INK),
        circle(-14, -44, 6, '#ffffff') +
          circle(14, -44, 6, '#ffffff') +
          circle(-13, -44, 3, INK) +
          circle(15, -44, 3, INK),
        line('M-8 -32Q0 -26 8 -32', '#ffffff', 2.5),
        o.hat ? accessory(o.hat, 0, -64, 40, o.hatColor) : '',
      );
    }
    case 'bee':
    case 'firefly': {
      const c = o.color ?? (o.kind === 'bee' ? '#ffd23f' : '#8d6be0');
      return at(
        o,
        o.kind === 'firefly' || o.glow
          ? circle(-46, 8, 34, '#fff38a', { opacity: 0.45 }) +
              circle(-46, 8, 18, '#fff38a', { opacity: 0.8 })
          : '',
        ellipse(-14, -44, 22, 32, '#e6f7ff', {
          opacity: 0.85,
          stroke: '#bfe3f5',
          strokeWidth: 3,
          transform: 'rotate(-20 -14 -44)',
        }),
        ellipse(10, -42, 18, 28, '#e6f7ff', {
          opacity: 0.85,
          stroke: '#bfe3f5',
          strokeWidth: 3,
          transform: 'rotate(20 10 -42)',
        }),
        o.kind === 'bee' ? path('M-48 6L-62 10L-48 14Z', INK) : '',
        ellipse(0, 0, 48, 34, c),
        o.kind === 'bee'
          ? line('M-16 -31Q-22 0 -16 31M4 -34Q-2 0 4 34', INK, 9)
          : ellipse(-36, 4, 16, 22, '#fff38a'),
        line('M34 -26Q40 -48 52 -52M40 -22Q52 -40 64 -40', INK, 3),
        eye(30, -6, 6, mood, 0.3, true),
        line('M30 12Q38 16 44 10', INK, 3),
        ellipse(22, 6, 6, 4, '#ff8fa3', { opacity: 0.6 }),
        o.hat ? accessory(o.hat, 20, -32, 34, o.hatColor) : '',
      );
    }
    case 'butterfly': {
      const c = o.color ?? '#ff7bc6';
      const c2 = lighten(c, 0.35);
      return at(
        o,
        path('M0 -10C-40 -80 -100 -70 -90 -20C-84 10 -30 10 0 -4Z', c),
        path('M0 -10C40 -80 100 -70 90 -20C84 10 30 10 0 -4Z', c),
        path('M0 0C-30 10 -70 30 -50 60C-30 76 -6 40 0 10Z', darken(c, 0.1)),
        path('M0 0C30 10 70 30 50 60C30 76 6 40 0 10Z', darken(c, 0.1)),
        circle(-52, -36, 14, c2),
        circle(52, -36, 14, c2),
        circle(-36, 40, 9, c2),
        circle(36, 40, 9, c2),
        ellipse(0, 10, 9, 46, INK),
        line('M-4 -34Q-14 -60 -26 -66M4 -34Q14 -60 26 -66', INK, 3),
        circle(-26, -66, 4, INK),
        circle(26, -66, 4, INK),
      );
    }
    case 'ant': {
      const c = o.color ?? '#7a3b2e';
      return at(
        o,
        line('M-20 -14L-34 10M-4 -14L-8 12M10 -14L22 12', INK, 4),
        ellipse(-44, -26, 26, 20, c),
        circle(-6, -26, 13, c),
        circle(26, -36, 20, c),
        line('M30 -54Q34 -74 46 -80M38 -52Q50 -66 62 -66', INK, 3),
        eye(34, -40, 5, mood, 0.3, true),
        line('M36 -26Q42 -22 46 -28', '#ffffff', 2.5),
        o.hat ? accessory(o.hat, 26, -56, 34, o.hatColor) : '',
      );
    }
    case 'caterpillar': {
      const c = o.color ?? '#7ed957';
      const segs = [-80, -56, -32, -8, 16].map(
        (sx, i) =>
          circle(sx, -22 - (i % 2) * 8, 22, i % 2 ? c : darken(c, 0.08)) +
          line(`M${sx - 6} -2V6`, INK, 3),
      );
      return at(
        o,
        ...segs,
        circle(44, -34, 28, c),
        line('M36 -60Q30 -80 22 -84M52 -60Q58 -80 66 -84', INK, 3),
        circle(22, -84, 4, '#ff5d8f'),
        circle(66, -84, 4, '#ff5d8f'),
        eyes(46, -38, 22, 5.5, mood),
        mouth(46, -24, 14, mood),
        cheeks(46, -28, 38, 5),
        o.hat ? accessory(o.hat, 44, -60, 44, o.hatColor) : '',
      );
    }
    case 'snail': {
      const c = o.color ?? '#ffb86b';
      return at(
        o,
        path('M-60 0Q-70 -14 -40 -14H40Q66 -14 70 -40L80 -60Q90 -44 84 -20Q76 0 40 0Z', '#c9e3b0'),
        line('M70 -44L66 -76M80 -48L86 -78', '#9ab883', 4),
        circle(66, -78, 5, INK),
        circle(86, -80, 5, INK),
        circle(-6, -50, 42, c),
        line(
          'M-6 -50m0 -8a8 8 0 1 1 -8 8a16 16 0 1 1 16 16a24 24 0 1 1 -24 -24',
          darken(c, 0.25),
          5,
        ),
        line('M70 -30Q76 -24 82 -30', INK, 3),
      );
    }
    case 'beetle': {
      const c = o.color ?? '#2bb3a3';
      return at(
        o,
        line('M-36 -10L-56 6M-40 -30L-60 -30M36 -10L56 6M40 -30L60 -30', INK, 4),
        circle(0, -52, 18, INK),
        line('M-6 -66Q-16 -84 -24 -86M6 -66Q16 -84 24 -86', INK, 3),
        ellipse(0, -16, 44, 40, c),
        line('M0 -54V22', darken(c, 0.3), 3),
        ellipse(-18, -30, 8, 12, lighten(c, 0.5), { opacity: 0.7 }),
        circle(-8, -54, 4, '#ffffff'),
        circle(8, -54, 4, '#ffffff'),
      );
    }
    case 'spider': {
      const c = o.color ?? '#6b5ca5';
      const legs = [-1, 1]
        .map((d) =>
          [0, 1, 2, 3]
            .map((i) => line(`M0 -30Q${d * 50} ${-60 + i * 18} ${d * 66} ${-10 + i * 12}`, c, 5))
            .join(''),
        )
        .join('');
      return at(
        o,
        line('M0 -40V-140', '#d9d9e6', 2),
        legs,
        ellipse(0, -30, 36, 32, c),
        eyes(0, -36, 24, 6, mood),
        mouth(0, -20, 14, mood),
        cheeks(0, -24, 44, 5),
      );
    }
    default:
      return '';
  }
}

/** A flying dragon is a winged rex; kept as a named helper for fairy-tale pages. */
export function dragon(o: DinoOptions): Part {
  return dino({
    kind: 'rex',
    color: '#e05d9b',
    accent: '#ffd23f',
    belly: '#ffd9e8',
    wings: true,
    ...o,
  });
}
