/**
 * Original pictures of the demo discovery zones, drawn by code with the demo library's drawing
 * kit: a hero scene (web 1600×500, mobile 800×600), a round icon (240×240) and a mascot on a
 * transparent background (400×400). No text in the pictures (the page shows the zone's title).
 */
import {
  animal,
  bug,
  circle,
  cloud,
  darken,
  dino,
  egg,
  flower,
  footprint,
  g,
  heart,
  landscape,
  leaves,
  lighten,
  magnifier,
  moon,
  owl,
  path,
  place,
  planet,
  rocket,
  sky,
  stars,
  svgDoc,
  volcano,
  type Part,
} from '../library/content/art/index.ts';
import type { Svg } from '../library/content/content.types.ts';

/** A scene drawn into a box of w×h. */
export type Scene = (w: number, h: number) => Part;

export interface ZoneArt {
  heroWeb: () => Svg;
  heroMobile: () => Svg;
  icon: () => Svg;
  mascot: () => Svg;
}

export const HERO_WEB = { width: 1600, height: 500 } as const;
export const HERO_MOBILE = { width: 800, height: 600 } as const;
export const ICON_SIZE = 240;
export const MASCOT_SIZE = 400;

/** The four pictures of a zone from its scene, icon emblem and mascot. */
export function zoneArt(o: {
  name: string;
  scene: Scene;
  iconColor: string;
  emblem: (size: number) => Part;
  mascot: (size: number) => Part;
}): ZoneArt {
  return {
    heroWeb: () =>
      svgDoc(
        { width: HERO_WEB.width, height: HERO_WEB.height, title: o.name },
        o.scene(HERO_WEB.width, HERO_WEB.height),
      ),
    heroMobile: () =>
      svgDoc(
        { width: HERO_MOBILE.width, height: HERO_MOBILE.height, title: o.name },
        o.scene(HERO_MOBILE.width, HERO_MOBILE.height),
      ),
    icon: () =>
      svgDoc(
        { width: ICON_SIZE, height: ICON_SIZE, title: o.name },
        circle(120, 120, 116, darken(o.iconColor, 0.15)),
        circle(120, 116, 108, o.iconColor),
        circle(88, 80, 44, lighten(o.iconColor, 0.18), { opacity: 0.6 }),
        o.emblem(ICON_SIZE),
      ),
    mascot: () =>
      svgDoc(
        { width: MASCOT_SIZE, height: MASCOT_SIZE, title: `${o.name} mascot` },
        o.mascot(MASCOT_SIZE),
      ),
  };
}

/**
 * Size of the cast in a scene: full size on the wide web hero, smaller on the narrower mobile
 * one (positions follow the width, so large figures would crowd each other there).
 */
const sceneScale = (w: number, h: number) => Math.min(h / 500, w / 950);

// ── Snuggle Meadow (ages 3–5) ──

export const meadowScene: Scene = (w, h) => {
  const horizon = h * 0.55;
  const groundY = horizon + (h - horizon) * 0.38;
  const s = sceneScale(w, h);
  return (
    landscape({
      w,
      h,
      sky: 'morning',
      seed: 'zone-meadow',
      horizon,
      sun: { x: w * 0.86, y: h * 0.2, r: 46 * s, face: 'happy' },
      clouds: [
        { x: w * 0.22, y: h * 0.16, s: 0.8 * s, face: 'smile' },
        { x: w * 0.6, y: h * 0.12, s: 0.6 * s },
      ],
      trees: [
        { x: w * 0.08, s: 0.9 * s, kind: 'blossom' },
        { x: w * 0.93, s: 0.8 * s, kind: 'apple' },
      ],
      flowers: Math.round(w / 60),
    }) +
    animal({
      species: 'bear',
      x: w * 0.3,
      y: groundY + 70 * s,
      s: 1.05 * s,
      pose: 'wave',
      mood: 'happy',
    }) +
    animal({
      species: 'rabbit',
      x: w * 0.5,
      y: groundY + 80 * s,
      s: 0.8 * s,
      pose: 'cheer',
      mood: 'laugh',
    }) +
    animal({
      species: 'pig',
      x: w * 0.68,
      y: groundY + 74 * s,
      s: 0.8 * s,
      pose: 'sit',
      mood: 'smile',
    }) +
    owl({ x: w * 0.08, y: horizon - 20 * s, s: 0.5 * s, mood: 'happy' }) +
    heart(w * 0.4, h * 0.28, 18 * s, '#ff7bac')
  );
};

// ── Dino Valley (ages 5–8) ──

export const dinoScene: Scene = (w, h) => {
  const horizon = h * 0.58;
  const groundY = horizon + (h - horizon) * 0.38;
  const s = sceneScale(w, h);
  return (
    landscape({
      w,
      h,
      sky: 'day',
      seed: 'zone-dino',
      horizon,
      hills: ['#f4c27a', '#e9a55a', '#8fcf6a'],
      clouds: [{ x: w * 0.3, y: h * 0.14, s: 0.7 * s }],
      trees: [
        { x: w * 0.05, s: 1 * s, kind: 'palm' },
        { x: w * 0.95, s: 0.9 * s, kind: 'palm' },
      ],
      grass: true,
    }) +
    volcano(w * 0.75, horizon + 30 * s, 0.55 * s, true) +
    dino({
      x: w * 0.25,
      y: groundY + 90 * s,
      s: 1 * s,
      pose: 'wave',
      color: '#ffb347',
      accent: '#ff5d5d',
      mood: 'happy',
    }) +
    dino({
      x: w * 0.5,
      y: groundY + 96 * s,
      s: 0.8 * s,
      kind: 'longneck',
      color: '#6bcb77',
      mood: 'smile',
      flip: true,
    }) +
    dino({
      x: w * 0.66,
      y: groundY + 100 * s,
      s: 0.6 * s,
      kind: 'trike',
      color: '#4d96ff',
      mood: 'laugh',
    }) +
    egg(w * 0.88, groundY + 90 * s, 0.45 * s, '#fff3d6', true) +
    footprint(w * 0.12, groundY + 60 * s, 0.7 * s, '#c98a4b', -18) +
    footprint(w * 0.17, groundY + 40 * s, 0.7 * s, '#c98a4b', -10)
  );
};

// ── Nature Trail (ages 7–10) ──

export const natureScene: Scene = (w, h) => {
  const horizon = h * 0.56;
  const groundY = horizon + (h - horizon) * 0.38;
  const s = sceneScale(w, h);
  return (
    landscape({
      w,
      h,
      sky: 'noon',
      seed: 'zone-nature',
      horizon,
      hills: ['#8fd19e', '#63b86f', '#4aa35a'],
      sun: { x: w * 0.12, y: h * 0.18, r: 40 * s },
      clouds: [{ x: w * 0.55, y: h * 0.14, s: 0.7 * s }],
      trees: [
        { x: w * 0.2, s: 1.1 * s, kind: 'pine' },
        { x: w * 0.78, s: 1.15 * s, kind: 'autumn' },
        { x: w * 0.93, s: 0.8 * s, kind: 'round' },
      ],
      flowers: Math.round(w / 80),
    }) +
    leaves(w * 0.6, h * 0.1, w * 0.35, h * 0.4, 'zone-nature-leaves', 8) +
    bug({ kind: 'butterfly', x: w * 0.42, y: h * 0.3, s: 1 * s, color: '#ff9f1c' }) +
    bug({ kind: 'bee', x: w * 0.58, y: h * 0.38, s: 0.8 * s }) +
    bug({ kind: 'ladybird', x: w * 0.36, y: groundY + 60 * s, s: 1.2 * s, mood: 'happy' }) +
    bug({ kind: 'snail', x: w * 0.62, y: groundY + 70 * s, s: 1 * s }) +
    magnifier({ x: w * 0.48, y: groundY + 40 * s, s: 0.9 * s })
  );
};

// ── Starling Space Port (ages 9–14) ──

export const spaceScene: Scene = (w, h) => {
  const s = sceneScale(w, h);
  return (
    sky(w, h, 'space') +
    stars(0, 0, w, h, Math.round(w / 16), 'zone-space-stars') +
    planet(w * 0.82, h * 0.42, 90 * s, '#f4b740', true) +
    planet(w * 0.12, h * 0.7, 46 * s, '#4d96ff') +
    planet(w * 0.6, h * 0.16, 22 * s, '#ff6b6b') +
    moon(w * 0.3, h * 0.22, 30 * s, { full: true }) +
    rocket({
      x: w * 0.46,
      y: h * 0.86,
      s: 0.95 * s,
      rotate: 18,
      color: '#ffffff',
      trim: '#7048e8',
    }) +
    circle(w * 0.7, h * 0.82, 4 * s, '#ffffff', { opacity: 0.8 }) +
    path(`M${w * 0.2} ${h * 0.35}q${40 * s} ${-10 * s} ${90 * s} ${-40 * s}`, 'none', {
      stroke: '#fff6c8',
      strokeWidth: 4 * s,
      strokeLinecap: 'round',
      opacity: 0.7,
    })
  );
};

// ── icon emblems and mascots ──

export const meadowEmblem = (size: number): Part =>
  flower(size / 2, size * 0.62, size / 160, '#ffffff', '#ffd23f') +
  heart(size / 2, size * 0.36, size / 14, '#ff7bac');

export const dinoEmblem = (size: number): Part =>
  footprint(size / 2, size * 0.64, size / 90, '#ffffff', 0);

export const natureEmblem = (size: number): Part =>
  bug({ kind: 'ladybird', x: size / 2, y: size * 0.52, s: size / 190, mood: 'happy' });

export const spaceEmblem = (size: number): Part =>
  planet(size / 2, size / 2, size / 5, '#ffd23f', true);

export const meadowMascot = (size: number): Part =>
  animal({
    species: 'bear',
    x: size / 2,
    y: size * 0.95,
    s: size / 300,
    pose: 'wave',
    mood: 'happy',
    hat: 'flower',
    hatColor: '#ff7bac',
  });

export const dinoMascot = (size: number): Part =>
  dino({
    x: size * 0.5,
    y: size * 0.95,
    s: size / 420,
    pose: 'wave',
    mood: 'happy',
    color: '#ffb347',
    accent: '#ff5d5d',
    hat: 'cap',
    hatColor: '#4d96ff',
  });

export const natureMascot = (size: number): Part =>
  owl({ x: size / 2, y: size * 0.95, s: size / 210, mood: 'smile', hat: 'glasses' });

export const spaceMascot = (size: number): Part =>
  g(
    place(0, 0),
    circle(size * 0.5, size * 0.55, size * 0.42, '#7048e8', { opacity: 0.12 }),
    cloud(size * 0.5, size * 0.98, size / 700, '#e5dbff'),
    rocket({
      x: size / 2,
      y: size * 0.78,
      s: size / 420,
      color: '#ffffff',
      trim: '#7048e8',
      pilot: animal({ species: 'fox', x: 0, y: 80, s: 0.7, mood: 'happy' }),
    }),
  );
