/**
 * Interest areas with bright colours and picture tiles (400×400). Browse shows the first 15 by
 * position, so the most picture-friendly areas come first.
 */
import type { InterestAreaContent } from './content.types.ts';
import {
  animal,
  apple,
  ball,
  bug,
  castle,
  circle,
  cloud,
  cupcake,
  dino,
  easel,
  eyes,
  fish,
  footprint,
  goal,
  guitar,
  heart,
  house,
  leaves,
  line,
  magnifier,
  moon,
  mouth,
  notes,
  path,
  planet,
  rain,
  rainbow,
  rect,
  rocket,
  splat,
  star,
  stars,
  snowflake,
  sun,
  tile,
  tree,
  treasureChest,
  treasureMap,
  flower,
  car,
  water,
  frog,
  person,
  SKIN,
  HAIR,
  cheeks,
  g,
  place,
  ellipse,
} from './art/index.ts';

/** A science flask with bubbles. */
function flask(x: number, y: number, s: number): string {
  return g(
    place(x, y, s),
    path('M-24 -150V-90L-80 -10Q-86 10 -64 10H64Q86 10 80 -10L24 -90V-150Z', '#e6fbff', {
      stroke: '#2b2240',
      strokeWidth: 8,
      strokeLinejoin: 'round',
    }),
    path('M-50 -50L-76 -8Q-80 4 -64 4H64Q80 4 76 -8L50 -50Z', '#7ef0c1'),
    circle(-10, -30, 9, '#ffffff'),
    circle(20, -20, 6, '#ffffff'),
    circle(4, -170, 10, '#7ef0c1'),
    circle(-14, -196, 7, '#7ef0c1'),
    rect(-34, -160, 68, 14, '#2b2240', { rx: 7 }),
  );
}

export const INTEREST_AREAS: InterestAreaContent[] = [
  {
    id: 'animals',
    name: 'Animals',
    color: '#ff9f43',
    image: () =>
      tile(
        'Animals',
        '#ff9f43',
        animal({ species: 'dog', x: 130, y: 360, s: 0.95, pose: 'wave' }),
        animal({ species: 'cat', x: 280, y: 360, s: 0.9, color: '#7d7d96', light: '#eeeef6' }),
      ),
  },
  {
    id: 'dinosaurs',
    name: 'Dinosaurs',
    color: '#4cbf6b',
    image: () =>
      tile(
        'Dinosaurs',
        '#4cbf6b',
        footprint(330, 90, 0.9, '#3aa159', 20),
        footprint(360, 170, 0.9, '#3aa159', 20),
        dino({ x: 210, y: 370, s: 1.35, pose: 'roar', color: '#ffb347', accent: '#ff5d5d' }),
      ),
  },
  {
    id: 'space',
    name: 'Space',
    color: '#4b3fb8',
    image: () =>
      tile(
        'Space',
        '#4b3fb8',
        stars(0, 0, 400, 400, 26, 'tile-space'),
        planet(310, 300, 52, '#ff9f43', true),
        rocket({ x: 160, y: 330, s: 0.85, rotate: 28, color: '#ffffff', trim: '#ff5d5d' }),
      ),
  },
  {
    id: 'ocean',
    name: 'Ocean',
    color: '#1fa2d6',
    image: () =>
      tile(
        'Ocean',
        '#1fa2d6',
        water(400, 400, 300, '#1373b0', 'tile-ocean'),
        fish({ x: 200, y: 190, s: 2, color: '#ff9f43' }),
        fish({ x: 320, y: 330, s: 0.9, color: '#ffd23f', flip: true }),
        circle(80, 110, 12, 'none', { stroke: '#e6fbff', strokeWidth: 4 }),
        circle(60, 70, 8, 'none', { stroke: '#e6fbff', strokeWidth: 4 }),
      ),
  },
  {
    id: 'bugs',
    name: 'Bugs',
    color: '#7cc242',
    image: () =>
      tile(
        'Bugs',
        '#7cc242',
        flower(90, 400, 2.2, '#ff7bac'),
        bug({ kind: 'ladybird', x: 230, y: 300, s: 2 }),
        bug({ kind: 'bee', x: 300, y: 110, s: 1 }),
      ),
  },
  {
    id: 'vehicles',
    name: 'Things That Go',
    color: '#ff5d5d',
    image: () =>
      tile(
        'Things That Go',
        '#ff5d5d',
        rect(0, 300, 400, 100, '#5b5f6e'),
        line('M0 350H400', '#ffe066', 6, { strokeDasharray: '30 22' }),
        car({ x: 200, y: 330, s: 1.35, color: '#4d96ff', face: 'happy' }),
        cloud(110, 100, 0.7),
      ),
  },
  {
    id: 'fairy-tales',
    name: 'Fairy Tales',
    color: '#a875f0',
    image: () =>
      tile(
        'Fairy Tales',
        '#a875f0',
        star(70, 80, 18, '#ffe066'),
        star(330, 60, 12, '#ffe066'),
        castle({ x: 200, y: 380, s: 0.82, color: '#fff3fb', roof: '#ff5d8f', flags: '#ffd23f' }),
      ),
  },
  {
    id: 'funny',
    name: 'Funny Stories',
    color: '#ffc12e',
    image: () =>
      tile(
        'Funny Stories',
        '#ffc12e',
        frog({ x: 200, y: 350, s: 2.1, mood: 'laugh', hat: 'party-hat', hatColor: '#ff5d8f' }),
      ),
  },
  {
    id: 'bedtime',
    name: 'Bedtime',
    color: '#33338a',
    image: () =>
      tile(
        'Bedtime',
        '#33338a',
        stars(0, 0, 400, 400, 24, 'tile-bed'),
        moon(210, 200, 120, { face: 'asleep' }),
      ),
  },
  {
    id: 'friendship',
    name: 'Friendship',
    color: '#ff7bac',
    image: () =>
      tile(
        'Friendship',
        '#ff7bac',
        heart(200, 90, 46, '#ffffff'),
        person({
          x: 135,
          y: 380,
          s: 1.05,
          skin: SKIN[1],
          hairStyle: 'pigtails',
          hair: HAIR.ginger,
          shirt: '#ffd23f',
          pose: 'wave',
          dress: true,
        }),
        person({
          x: 265,
          y: 380,
          s: 1.05,
          skin: SKIN[5],
          hairStyle: 'afro',
          hair: HAIR.black,
          shirt: '#4d96ff',
          pose: 'cheer',
          flip: true,
        }),
      ),
  },
  {
    id: 'sports',
    name: 'Sports',
    color: '#26b36b',
    image: () =>
      tile(
        'Sports',
        '#26b36b',
        goal({ x: 200, y: 300, s: 0.95 }),
        ball({ x: 200, y: 300, s: 1.7 }),
      ),
  },
  {
    id: 'music',
    name: 'Music',
    color: '#e0529b',
    image: () =>
      tile(
        'Music',
        '#e0529b',
        notes(210, 130, '#ffffff', 3),
        guitar({ x: 150, y: 380, s: 1.25, rotate: -20, color: '#ffb347' }),
      ),
  },
  {
    id: 'art',
    name: 'Art & Drawing',
    color: '#ff8a3d',
    image: () =>
      tile(
        'Art & Drawing',
        '#ff8a3d',
        splat(80, 90, 34, '#4d96ff'),
        splat(330, 110, 26, '#ffe066'),
        easel({
          x: 200,
          y: 390,
          s: 1.25,
          painting:
            rect(0, 0, 160, 120, '#bfeaff') +
            sun(120, 36, 18) +
            path('M0 120L50 60L90 100L120 70L160 120Z', '#6bcb77'),
        }),
      ),
  },
  {
    id: 'nature',
    name: 'Nature',
    color: '#34a862',
    image: () =>
      tile(
        'Nature',
        '#34a862',
        sun(320, 90, 40),
        tree(160, 380, 1.15, 'round', 'tile-nature'),
        flower(300, 380, 1.6, '#ffd23f', '#ff7b29'),
        flower(350, 380, 1.2, '#ff7bac'),
      ),
  },
  {
    id: 'science',
    name: 'Science',
    color: '#1aa6a6',
    image: () =>
      tile(
        'Science',
        '#1aa6a6',
        circle(300, 110, 40, 'none', { stroke: '#ffffff', strokeWidth: 6 }) +
          ellipse(300, 110, 80, 26, 'none', {
            stroke: '#ffffff',
            strokeWidth: 5,
            transform: 'rotate(-30 300 110)',
          }) +
          ellipse(300, 110, 80, 26, 'none', {
            stroke: '#ffffff',
            strokeWidth: 5,
            transform: 'rotate(30 300 110)',
          }) +
          circle(300, 110, 12, '#ffe066'),
        flask(170, 360, 1.3),
      ),
  },
  {
    id: 'mystery',
    name: 'Mysteries',
    color: '#4d5199',
    image: () =>
      tile(
        'Mysteries',
        '#4d5199',
        ...[0, 1, 2, 3].map((i) => ellipse(70 + i * 60, 350 - (i % 2) * 30, 14, 20, '#3a3d78')),
        magnifier({ x: 220, y: 180, s: 2.2 }),
        g(place(220, 180, 1.3), eyes(0, -6, 30, 6, 'surprised'), mouth(0, 14, 16, 'surprised')),
      ),
  },
  {
    id: 'adventure',
    name: 'Adventure',
    color: '#e76f51',
    image: () =>
      tile(
        'Adventure',
        '#e76f51',
        treasureMap({ x: 200, y: 150, s: 1.25 }),
        treasureChest({ x: 200, y: 380, s: 1.1, open: true }),
      ),
  },
  {
    id: 'family',
    name: 'Family',
    color: '#f07f7f',
    image: () =>
      tile(
        'Family',
        '#f07f7f',
        house(200, 350, 1.15, {
          wall: '#fff1d6',
          roof: '#6c4ab6',
          door: '#ff9f43',
          lit: true,
          chimneySmoke: true,
        }),
        heart(200, 250, 22, '#ff5d8f'),
      ),
  },
  {
    id: 'feelings',
    name: 'Feelings',
    color: '#f4b740',
    image: () =>
      tile(
        'Feelings',
        '#f4b740',
        circle(130, 150, 80, '#ffe066'),
        eyes(130, 140, 56, 11, 'happy'),
        mouth(130, 176, 54, 'happy'),
        cheeks(130, 166, 100, 12),
        circle(280, 270, 80, '#8fd3ff'),
        eyes(280, 260, 56, 11, 'sad'),
        mouth(280, 306, 46, 'sad'),
        path('M246 282q-6 14 0 20q6 -6 0 -20Z', '#4d96ff', { stroke: '#4d96ff', strokeWidth: 4 }),
      ),
  },
  {
    id: 'history',
    name: 'Long Ago',
    color: '#c98a4b',
    image: () =>
      tile(
        'Long Ago',
        '#c98a4b',
        sun(310, 90, 38),
        rect(0, 320, 400, 80, '#e7b872'),
        path('M60 330L190 120L320 330Z', '#f6d38c', {
          stroke: '#e0b265',
          strokeWidth: 10,
          strokeLinejoin: 'round',
        }),
        path('M190 120L320 330H240Z', '#e0b265'),
        line('M110 270H270M140 220H240M165 170H215', '#e0b265', 5),
        path('M300 340L350 260L400 340Z', '#f6d38c'),
      ),
  },
  {
    id: 'food',
    name: 'Food & Cooking',
    color: '#ff6f59',
    image: () =>
      tile(
        'Food & Cooking',
        '#ff6f59',
        cupcake({ x: 150, y: 360, s: 2, color: '#ffd1e6', candle: true }),
        apple({ x: 300, y: 360, s: 1.4 }),
      ),
  },
  {
    id: 'weather',
    name: 'Weather',
    color: '#49a9f0',
    image: () =>
      tile(
        'Weather',
        '#49a9f0',
        rainbow(200, 330, 170, 20),
        sun(120, 130, 52, 'happy'),
        rain(200, 230, 170, 120, 'tile-rain', '#e6f7ff'),
        cloud(270, 190, 1.1, '#ffffff', 'smile'),
      ),
  },
  {
    id: 'seasons',
    name: 'Seasons',
    color: '#ef8a3c',
    image: () =>
      tile(
        'Seasons',
        '#ef8a3c',
        leaves(20, 220, 360, 170, 'tile-leaves', 14),
        tree(200, 380, 1.1, 'autumn', 'tile-seasons'),
        snowflake(70, 80, 22),
        snowflake(330, 70, 16),
        flower(340, 390, 1.2, '#ffffff'),
      ),
  },
];
