/**
 * "Hush, Hilltop Farm" (narrated, ages 2–5): one by one the farm animals settle down for the
 * night while the sky goes from sunset to starry dark.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  animal,
  cover,
  duck,
  ellipse,
  fence,
  g,
  landscape,
  line,
  owl,
  page,
  path,
  place,
  rect,
  tree,
  zzz,
  circle,
  type Part,
  type SkyKind,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Juniper Vale';
const ILLUSTRATOR = 'Lulu Brightwash';

/** A red barn standing on (x, y). */
function barn(x: number, y: number, s: number, lit: boolean): Part {
  return g(
    place(x, y, s),
    rect(-120, -170, 240, 170, '#d64541'),
    path('M-140 -160L0 -260L140 -160Z', '#8e2f2c', {
      stroke: '#8e2f2c',
      strokeWidth: 14,
      strokeLinejoin: 'round',
    }),
    rect(-50, -110, 100, 110, lit ? '#ffd86b' : '#f6ead8'),
    line('M-50 -110L50 0M50 -110L-50 0', '#ffffff', 8),
    rect(-50, -110, 100, 110, 'none', { stroke: '#ffffff', strokeWidth: 8 }),
    circle(0, -190, 22, lit ? '#ffd86b' : '#f6ead8', { stroke: '#ffffff', strokeWidth: 6 }),
  );
}

function hay(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    ellipse(0, -40, 90, 44, '#f2c14e'),
    ...[-60, -30, 0, 30, 60].map((hx) => line(`M${hx} -70q6 20 0 50`, '#d9a32b', 4)),
  );
}

/** The farm at a given time of evening. */
function farm(seed: string, skyKind: SkyKind, night: number, ...parts: Part[]): string {
  const dark = night > 0;
  return page(
    W,
    H,
    seed,
    landscape({
      w: W,
      h: H,
      sky: skyKind,
      seed: 'farm',
      horizon: 360,
      sun: skyKind === 'sunset' ? { x: 620, y: 330, r: 60 } : undefined,
      moon: dark ? { x: 650, y: 100, r: 46, face: night > 1 ? 'asleep' : 'sleepy' } : undefined,
      stars: dark ? 20 + night * 10 : 0,
      hills: dark ? ['#41508f', '#33407a', '#2e3a6e'] : ['#c8d97a', '#a3c96a', '#86bd5e'],
    }),
    ...parts,
  );
}

const book: PictureBook = {
  idNumber: 'PB-0004',
  kind: 'picture',
  title: 'Hush, Hilltop Farm',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Quack, oink, maa, woof, purr, squeak... one by one the animals of Hilltop Farm say goodnight. A gentle read-along to share at the end of the day.',
  interests: ['bedtime', 'animals', 'nature'],
  subjects: ['Bedtime', 'Farm animals', 'Read-along'],
  ageMin: 2,
  ageMax: 5,
  nonfiction: false,
  publishedDaysAgo: 75,
  narrated: true,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Hush, Hilltop Farm',
      author: AUTHOR,
      titleColor: '#fff4c2',
      outline: '#2a2a6e',
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'night',
          seed: 'farmc',
          horizon: 560,
          stars: 40,
          moon: { x: 170, y: 440, r: 70, face: 'asleep' },
          hills: ['#41508f', '#33407a', '#2e3a6e'],
        }) +
        barn(430, 720, 0.9, true) +
        animal({ species: 'pig', x: 190, y: 820, s: 1.1, pose: 'sleep' }) +
        owl({ x: 110, y: 690, s: 0.55, color: '#8a6a55', mood: 'happy' }) +
        fence(300, 600, 830),
    }),
  pages: [
    {
      text: 'The sun goes down on Hilltop Farm.',
      art: () =>
        farm(
          'The sun sets behind Hilltop Farm',
          'sunset',
          0,
          barn(230, 500, 1, false),
          fence(420, 800, 520),
          tree(690, 420, 0.7, 'round', 'farm'),
        ),
    },
    {
      text: 'The ducks swim home. Quack, quack. Goodnight, ducks.',
      art: () =>
        farm(
          'Two ducks swim home across the pond',
          'sunset',
          0,
          ellipse(400, 500, 330, 70, '#5fa8d9'),
          ellipse(400, 492, 300, 50, '#7cc0e8'),
          duck({ x: 320, y: 510, s: 1.1, swimming: true }),
          duck({ x: 480, y: 520, s: 0.8, swimming: true, color: '#fff1a8' }),
        ),
    },
    {
      text: 'The pig rolls in the hay. Oink, oink. Goodnight, pig.',
      art: () =>
        farm(
          'The pig snuggles into the hay',
          'dusk',
          0,
          hay(400, 540, 2.2),
          animal({ species: 'pig', x: 400, y: 540, s: 1, pose: 'sleep' }),
        ),
    },
    {
      text: 'The goat climbs into her shed. Maa, maa. Goodnight, goat.',
      art: () =>
        farm(
          'The goat goes into her little shed',
          'dusk',
          1,
          g(
            place(480, 540, 1),
            rect(-110, -160, 220, 160, '#c98b55'),
            path('M-130 -150L0 -220L130 -150Z', '#8a5a3b'),
            rect(-70, -120, 140, 120, '#3b2b2b', { rx: 10 }),
          ),
          animal({ species: 'goat', x: 320, y: 560, s: 0.9, pose: 'wave', mood: 'sleepy' }),
        ),
    },
    {
      text: 'The dog lies down by the door. Woof. Goodnight, dog.',
      art: () =>
        farm(
          'The dog curls up by the barn door',
          'night',
          1,
          barn(420, 520, 1.1, true),
          animal({ species: 'dog', x: 420, y: 560, s: 0.8, pose: 'sleep' }),
        ),
    },
    {
      text: 'The cat curls up on a chair. Purr. Goodnight, cat.',
      art: () =>
        farm(
          'The cat sleeps on a chair on the porch',
          'night',
          1,
          g(
            place(400, 560, 1),
            rect(-110, -100, 220, 24, '#b9794f', { rx: 10 }),
            rect(-100, -230, 24, 230, '#8a5a3b', { rx: 10 }),
            rect(76, -100, 24, 100, '#8a5a3b', { rx: 10 }),
            rect(-100, -76, 24, 76, '#8a5a3b'),
          ),
          animal({ species: 'cat', x: 400, y: 470, s: 0.75, pose: 'sleep' }),
        ),
    },
    {
      text: 'The little mouse finds her hole. Squeak. Goodnight, mouse.',
      art: () =>
        farm(
          'A mouse peeks out of a hole in the wall',
          'night',
          2,
          rect(150, 300, 500, 300, '#b7795a'),
          ...[0, 1, 2, 3, 4].map((i) => line(`M150 ${330 + i * 60}H650`, '#9c6448', 4)),
          path('M330 600V520Q400 450 470 520V600Z', '#2b1d1a'),
          animal({ species: 'mouse', x: 400, y: 600, s: 0.6, pose: 'wave', mood: 'sleepy' }),
        ),
    },
    {
      text: 'But who is still awake? Hoo, hoo! It is the owl.',
      art: () =>
        farm(
          'An owl with big round eyes sits in a tree',
          'night',
          2,
          tree(400, 560, 1.5, 'round', 'owl'),
          owl({ x: 400, y: 360, s: 0.9, color: '#8a6a55', mood: 'surprised' }),
        ),
    },
    {
      text: 'The owl keeps watch. The moon shines. The stars twinkle.',
      art: () =>
        farm(
          'The owl watches over the sleeping farm',
          'night',
          3,
          barn(240, 520, 0.8, false),
          fence(380, 800, 540),
          owl({ x: 560, y: 500, s: 0.7, color: '#8a6a55', mood: 'smile' }),
        ),
    },
    {
      text: 'The whole farm is asleep. Goodnight, farm. Goodnight, you.',
      art: () =>
        farm(
          'Everyone on the farm is fast asleep',
          'night',
          3,
          barn(400, 470, 0.8, false),
          animal({ species: 'pig', x: 160, y: 560, s: 0.55, pose: 'sleep' }),
          animal({ species: 'dog', x: 380, y: 580, s: 0.5, pose: 'sleep' }),
          animal({ species: 'cat', x: 600, y: 570, s: 0.5, pose: 'sleep' }),
          zzz(700, 260, 1.2),
        ),
    },
  ],
};

export const HILLTOP_FARM = book;
