/**
 * Children and grown-ups: varied skin tones, hair styles, clothes and poses.
 */
import { accessory, type Accessory, type Placement } from './creatures.ts';
import { cheeks, eyes, INK, mouth, zzz, type Mood } from './faces.ts';
import { circle, ellipse, g, lighten, line, n, path, place, rect, type Part } from './svg.ts';

/** Skin tones from light to deep. */
export const SKIN = [
  '#fde0cb',
  '#f5c9a4',
  '#e5a97e',
  '#c98d5d',
  '#a0673d',
  '#7a4a2a',
  '#5a3520',
] as const;
export const HAIR = {
  black: '#2a1d1a',
  brown: '#6b3f23',
  auburn: '#a2461f',
  blond: '#f2c14e',
  ginger: '#e07a2f',
  grey: '#c9c9d2',
  white: '#f1f1f5',
} as const;

export type HairStyle =
  | 'short'
  | 'curly'
  | 'afro'
  | 'long'
  | 'pigtails'
  | 'bun'
  | 'spiky'
  | 'ponytail'
  | 'hijab'
  | 'braids'
  | 'bald';

export type PersonPose =
  'stand' | 'wave' | 'cheer' | 'hold' | 'point' | 'walk' | 'run' | 'kick' | 'asleep' | 'reach';

export interface PersonOptions extends Placement {
  skin?: string;
  hair?: string;
  hairStyle?: HairStyle;
  shirt?: string;
  pants?: string;
  dress?: boolean;
  shoes?: string;
  pose?: PersonPose;
  mood?: Mood;
  look?: number;
  /** A grown-up: taller, longer legs. */
  grown?: boolean;
  glasses?: boolean;
  hat?: Accessory;
  hatColor?: string;
  /** Drawn in front of the body at the hands (local coordinates, hands near (0, -95) for a child). */
  holding?: Part;
  /** Stripes on the shirt. */
  stripes?: string;
}

function hairBack(style: HairStyle, color: string, r: number, hy: number): Part {
  switch (style) {
    case 'afro':
      return circle(0, hy - 8, r * 1.38, color);
    case 'long':
      return path(
        `M${-r * 1.05} ${hy}Q${-r * 1.2} ${hy + r * 1.6} ${-r * 0.7} ${hy + r * 1.7}H${r * 0.7}Q${r * 1.2} ${hy + r * 1.6} ${r * 1.05} ${hy}Z`,
        color,
      );
    case 'braids':
      return (
        line(
          `M${-r * 0.85} ${hy + 10}Q${-r * 1.05} ${hy + r * 1.2} ${-r * 0.9} ${hy + r * 1.9}`,
          color,
          14,
          { strokeDasharray: '1 0' },
        ) +
        line(
          `M${r * 0.85} ${hy + 10}Q${r * 1.05} ${hy + r * 1.2} ${r * 0.9} ${hy + r * 1.9}`,
          color,
          14,
        ) +
        circle(-r * 0.9, hy + r * 1.95, 8, '#ff5d8f') +
        circle(r * 0.9, hy + r * 1.95, 8, '#ff5d8f')
      );
    case 'pigtails':
      return circle(-r * 1.12, hy + 4, r * 0.42, color) + circle(r * 1.12, hy + 4, r * 0.42, color);
    case 'ponytail':
      return path(
        `M${r * 0.7} ${hy - r * 0.6}Q${r * 1.7} ${hy - r * 0.4} ${r * 1.3} ${hy + r * 1.1}Q${r * 1.1} ${hy + r * 0.3} ${r * 0.6} ${hy}Z`,
        color,
      );
    case 'bun':
      return circle(0, hy - r * 1.05, r * 0.42, color);
    case 'hijab':
      return path(
        `M${-r * 1.2} ${hy + r * 1.6}Q${-r * 1.35} ${hy - r * 1.3} 0 ${hy - r * 1.2}Q${r * 1.35} ${hy - r * 1.3} ${r * 1.2} ${hy + r * 1.6}Z`,
        color,
      );
    default:
      return '';
  }
}

function hairFront(style: HairStyle, color: string, r: number, hy: number): Part {
  const cap = `M${-r * 1.02} ${hy + 4}Q${-r * 1.1} ${hy - r * 1.15} 0 ${hy - r * 1.08}Q${r * 1.1} ${hy - r * 1.15} ${r * 1.02} ${hy + 4}Q${r * 0.8} ${hy - r * 0.55} ${r * 0.2} ${hy - r * 0.6}Q${-r * 0.2} ${hy - r * 0.35} ${-r * 0.55} ${hy - r * 0.5}Q${-r * 0.85} ${hy - r * 0.4} ${-r * 1.02} ${hy + 4}Z`;
  switch (style) {
    case 'short':
    case 'long':
    case 'pigtails':
    case 'ponytail':
    case 'bun':
    case 'braids':
      return path(cap, color);
    case 'curly':
      return Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI + (i / 8) * Math.PI;
        return circle(Math.cos(a) * r * 0.92, hy + Math.sin(a) * r * 0.88 - 4, r * 0.3, color);
      }).join('');
    case 'afro':
      return path(
        `M${-r} ${hy}Q${-r} ${hy - r * 0.9} 0 ${hy - r * 0.95}Q${r} ${hy - r * 0.9} ${r} ${hy}Q${r * 0.6} ${hy - r * 0.45} 0 ${hy - r * 0.5}Q${-r * 0.6} ${hy - r * 0.45} ${-r} ${hy}Z`,
        color,
      );
    case 'spiky':
      return path(
        `M${-r * 1.02} ${hy}L${-r * 1.05} ${hy - r * 0.8}L${-r * 0.6} ${hy - r * 0.75}L${-r * 0.5} ${hy - r * 1.3}L${-r * 0.1} ${hy - r * 0.9}L${r * 0.15} ${hy - r * 1.35}L${r * 0.4} ${hy - r * 0.85}L${r * 0.85} ${hy - r * 1.15}L${r * 0.8} ${hy - r * 0.6}L${r * 1.05} ${hy - r * 0.5}L${r * 1.02} ${hy}Q${r * 0.5} ${hy - r * 0.6} 0 ${hy - r * 0.55}Q${-r * 0.5} ${hy - r * 0.6} ${-r * 1.02} ${hy}Z`,
        color,
        { stroke: color, strokeWidth: 6, strokeLinejoin: 'round' },
      );
    case 'hijab':
      return path(
        `M${-r * 1.05} ${hy + r * 0.3}Q${-r * 1.15} ${hy - r * 1.2} 0 ${hy - r * 1.15}Q${r * 1.15} ${hy - r * 1.2} ${r * 1.05} ${hy + r * 0.3}Q${r * 0.95} ${hy - r * 0.75} 0 ${hy - r * 0.8}Q${-r * 0.95} ${hy - r * 0.75} ${-r * 1.05} ${hy + r * 0.3}Z`,
        lighten(color, 0.12),
      );
    case 'bald':
      return (
        ellipse(-r * 0.95, hy - 2, r * 0.22, r * 0.35, color) +
        ellipse(r * 0.95, hy - 2, r * 0.22, r * 0.35, color)
      );
    default:
      return '';
  }
}

/** A person standing on (x, y): about 220 units tall (child) or 300 (grown-up) at s = 1. */
export function person(o: PersonOptions): Part {
  const skin = o.skin ?? SKIN[2];
  const hairColor = o.hair ?? HAIR.brown;
  const style = o.hairStyle ?? 'short';
  const shirt = o.shirt ?? '#4d96ff';
  const pants = o.pants ?? '#3d4a7a';
  const shoes = o.shoes ?? '#2b2240';
  const pose = o.pose ?? 'stand';
  const mood = o.mood ?? (pose === 'asleep' ? 'asleep' : 'smile');
  const grown = o.grown ?? false;
  const r = grown ? 38 : 42;
  const legH = grown ? 100 : 58;
  const torso = grown ? 96 : 68;
  const half = grown ? 34 : 30;
  const hipY = -legH;
  const shY = hipY - torso;
  const hy = shY - r + 4;

  if (pose === 'asleep') {
    // Only the head on a pillow: the bed or blanket is drawn by the scene.
    return g(
      place(o.x, o.y, o.s ?? 1, o.flip ?? false, o.rotate ?? 0),
      hairBack(style, hairColor, r, 0),
      circle(0, 0, r, skin),
      hairFront(style, hairColor, r, 0),
      eyes(0, 2, r * 0.75, r * 0.15, 'asleep'),
      mouth(0, r * 0.45, r * 0.3, 'sleepy'),
      cheeks(0, r * 0.3, r * 1.15, r * 0.17),
      o.hat ? accessory(o.hat, 0, -r * 0.85, r * 2.4, o.hatColor) : '',
      zzz(r * 1.2, -r * 1.3, 1),
    );
  }

  // Legs
  const legW = grown ? 26 : 24;
  const legL = o.dress ? hipY + 10 : hipY;
  let legs: Part;
  if (pose === 'walk' || pose === 'run' || pose === 'kick') {
    const k = pose === 'walk' ? 14 : pose === 'run' ? 28 : 48;
    legs =
      g(
        { transform: `rotate(${k} -12 ${n(hipY)})` },
        rect(-12 - legW / 2, legL, legW, -legL, o.dress ? skin : pants, { rx: 10 }),
        ellipse(-12 + 6, -4, 18, 10, shoes),
      ) +
      g(
        { transform: `rotate(${-k * (pose === 'kick' ? 1.4 : 1)} 12 ${n(hipY)})` },
        rect(12 - legW / 2, legL, legW, -legL, o.dress ? skin : pants, { rx: 10 }),
        ellipse(12 + 6, -4, 18, 10, shoes),
      );
  } else {
    legs =
      rect(-14 - legW / 2, legL, legW, -legL - 4, o.dress ? skin : pants, { rx: 10 }) +
      rect(14 - legW / 2, legL, legW, -legL - 4, o.dress ? skin : pants, { rx: 10 }) +
      ellipse(-18, -6, 18, 10, shoes) +
      ellipse(18, -6, 18, 10, shoes);
  }

  // Body
  const body = o.dress
    ? path(
        `M${-half * 0.8} ${shY}Q0 ${shY - 8} ${half * 0.8} ${shY}L${half * 1.45} ${hipY + 14}Q0 ${hipY + 26} ${-half * 1.45} ${hipY + 14}Z`,
        shirt,
        { stroke: shirt, strokeWidth: 10, strokeLinejoin: 'round' },
      )
    : path(
        `M${-half} ${shY + 6}Q0 ${shY - 6} ${half} ${shY + 6}L${half + 2} ${hipY + 4}Q0 ${hipY + 10} ${-half - 2} ${hipY + 4}Z`,
        shirt,
        { stroke: shirt, strokeWidth: 10, strokeLinejoin: 'round' },
      ) +
      (o.stripes
        ? line(
            `M${-half} ${shY + torso * 0.35}H${half}M${-half} ${shY + torso * 0.65}H${half}`,
            o.stripes,
            7,
          )
        : '') +
      rect(-half - 3, hipY - 8, half * 2 + 6, 14, pants, { rx: 6 });

  // Arms: shoulders at (±half, shY + 8)
  const sy = shY + 10;
  const armLen = grown ? 80 : 58;
  const armPath = (
    side: -1 | 1,
    kind: 'down' | 'up' | 'forward' | 'point' | 'wave' | 'swing' | 'reach',
  ) => {
    const sx = side * half;
    let hx: number;
    let hy2: number;
    let cx: number;
    let cy: number;
    switch (kind) {
      case 'up':
        hx = sx + side * armLen * 0.45;
        hy2 = sy - armLen * 0.9;
        cx = sx + side * armLen * 0.55;
        cy = sy - armLen * 0.3;
        break;
      case 'wave':
        hx = sx + side * armLen * 0.7;
        hy2 = sy - armLen * 0.75;
        cx = sx + side * armLen * 0.75;
        cy = sy - armLen * 0.1;
        break;
      case 'forward':
        hx = side * 12;
        hy2 = sy + armLen * 0.55;
        cx = sx + side * 12;
        cy = sy + armLen * 0.55;
        break;
      case 'point':
        hx = sx + side * armLen;
        hy2 = sy - armLen * 0.2;
        cx = sx + side * armLen * 0.5;
        cy = sy - armLen * 0.05;
        break;
      case 'reach':
        hx = sx + side * armLen * 0.35;
        hy2 = sy - armLen * 1.0;
        cx = sx + side * armLen * 0.3;
        cy = sy - armLen * 0.5;
        break;
      case 'swing':
        hx = sx + side * armLen * 0.55;
        hy2 = sy + armLen * 0.55;
        cx = sx + side * armLen * 0.45;
        cy = sy + armLen * 0.15;
        break;
      default:
        hx = sx + side * 14;
        hy2 = sy + armLen;
        cx = sx + side * 20;
        cy = sy + armLen * 0.5;
    }
    return (
      line(`M${n(sx)} ${n(sy)}Q${n(cx)} ${n(cy)} ${n(hx)} ${n(hy2)}`, shirt, 18) +
      line(`M${n(cx + (hx - cx) * 0.6)} ${n(cy + (hy2 - cy) * 0.6)}L${n(hx)} ${n(hy2)}`, skin, 15) +
      circle(hx, hy2, 10, skin)
    );
  };
  const armsFor: Record<
    PersonPose,
    [
      'down' | 'up' | 'forward' | 'point' | 'wave' | 'swing' | 'reach',
      'down' | 'up' | 'forward' | 'point' | 'wave' | 'swing' | 'reach',
    ]
  > = {
    stand: ['down', 'down'],
    wave: ['down', 'wave'],
    cheer: ['up', 'up'],
    hold: ['forward', 'forward'],
    point: ['down', 'point'],
    walk: ['swing', 'down'],
    run: ['swing', 'up'],
    kick: ['up', 'swing'],
    asleep: ['down', 'down'],
    reach: ['down', 'reach'],
  };
  const [leftArm, rightArm] = armsFor[pose];

  const head = g(
    {},
    hairBack(style, hairColor, r, hy),
    rect(-9, shY - 14, 18, 20, skin, { rx: 6 }),
    circle(0, hy, r, skin),
    style !== 'hijab' ? ellipse(-r, hy + 4, 7, 10, skin) + ellipse(r, hy + 4, 7, 10, skin) : '',
    hairFront(style, hairColor, r, hy),
    eyes(0, hy + 2, r * 0.72, r * 0.15, mood, o.look ?? 0),
    mouth(0, hy + r * 0.45, r * 0.38, mood),
    cheeks(0, hy + r * 0.32, r * 1.2, r * 0.16),
    o.glasses
      ? circle(-r * 0.36, hy + 2, r * 0.28, 'none', { stroke: INK, strokeWidth: 3.5 }) +
          circle(r * 0.36, hy + 2, r * 0.28, 'none', { stroke: INK, strokeWidth: 3.5 }) +
          line(`M${n(-r * 0.08)} ${n(hy + 2)}H${n(r * 0.08)}`, INK, 3.5)
      : '',
    o.hat ? accessory(o.hat, 0, hy - r * 0.9, r * 2.3, o.hatColor) : '',
  );

  return g(
    place(o.x, o.y, o.s ?? 1, o.flip ?? false, o.rotate ?? 0),
    ellipse(0, -2, 52, 8, '#000000', { opacity: 0.08 }),
    legs,
    armPath(-1, leftArm),
    body,
    head,
    o.holding ?? '',
    armPath(1, rightArm),
  );
}

/** Where a child's hands meet when holding (pose 'hold'): local coordinates. */
export function handsAt(grown = false): [number, number] {
  const legH = grown ? 100 : 58;
  const torso = grown ? 96 : 68;
  const sy = -legH - torso + 10;
  return [0, sy + (grown ? 80 : 58) * 0.55];
}
