/**
 * "Pip the Brave Little Bug" (ages 3–6): the smallest ladybug, scared of the big sky, flies up
 * the tallest sunflower to rescue her friend before the rain.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  bug,
  circle,
  cloud,
  cover,
  ellipse,
  g,
  line,
  page,
  path,
  place,
  rain,
  rect,
  sky,
  sun,
  type Part,
  type SkyKind,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Juniper Vale';
const ILLUSTRATOR = 'Lulu Brightwash';

/** A giant sunflower seen from a bug's height, rooted at (x, y). */
function sunflower(x: number, y: number, s: number): Part {
  const petals = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * 360;
    return g({ transform: `rotate(${a})` }, ellipse(0, -62, 16, 34, i % 2 ? '#ffc93c' : '#ffb020'));
  });
  return g(
    place(x, y, s),
    rect(-9, -520, 18, 520, '#4cb963', { rx: 9 }),
    path('M0 -200Q70 -260 110 -210Q60 -170 0 -200Z', '#5ccf6b'),
    path('M0 -330Q-70 -390 -110 -340Q-60 -300 0 -330Z', '#5ccf6b'),
    g(place(0, -540), ...petals, circle(0, 0, 46, '#8a5a3b'), circle(0, 0, 32, '#6b3f23')),
  );
}

/** A wide leaf, as a roof or umbrella. */
function bigLeaf(x: number, y: number, s: number, rot = 0): Part {
  return g(
    place(x, y, s, false, rot),
    path('M-140 0Q0 -120 140 0Q0 -30 -140 0Z', '#3ea457'),
    line('M-130 -4Q0 -60 130 -4', '#2f7d45', 4),
  );
}

/** The garden from a bug's eye: tall grass stalks and big flowers. */
function garden(title: string, skyKind: SkyKind, ...parts: Part[]): string {
  const stalks = [40, 110, 690, 760].map((gx, i) =>
    line(
      `M${gx} 600Q${gx + (i % 2 ? 20 : -20)} 420 ${gx + (i % 2 ? 40 : -30)} ${300 + i * 20}`,
      '#5fbf5a',
      16,
    ),
  );
  return page(
    W,
    H,
    title,
    sky(W, H, skyKind),
    skyKind === 'storm' || skyKind === 'grey'
      ? cloud(200, 90, 1, '#aab4c6') + cloud(560, 70, 1.2, '#9aa6bc')
      : sun(680, 90, 44),
    path('M0 470Q200 440 400 465T800 455V600H0Z', '#7ccf6a'),
    path('M0 520Q200 500 400 515T800 505V600H0Z', '#5fbf5a'),
    ...stalks,
    ...parts,
  );
}

const PIP = { kind: 'ladybird' as const };
const BEA = { kind: 'bee' as const };

const book: PictureBook = {
  idNumber: 'PB-0011',
  kind: 'picture',
  title: 'Pip the Brave Little Bug',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Pip is the smallest ladybug in Clover Garden, and the big sky scares her. But when her friend Bea the bee is stuck at the top of the tallest sunflower and the rain is coming, Pip must decide how brave a small bug can be.',
  interests: ['bugs', 'feelings', 'friendship', 'nature'],
  subjects: ['Insects', 'Courage', 'Friendship', 'Gardens'],
  ageMin: 3,
  ageMax: 6,
  nonfiction: false,
  publishedDaysAgo: 150,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Pip the Brave Little Bug',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#c62f2a',
      art:
        sky(600, 900, 'day') +
        cloud(120, 420, 0.6) +
        path('M0 760Q300 720 600 750V900H0Z', '#7ccf6a') +
        sunflower(470, 1000, 1) +
        bug({ ...PIP, x: 260, y: 700, s: 2.6, mood: 'happy' }) +
        bug({ ...BEA, x: 470, y: 430, s: 0.8, mood: 'happy', flip: true }),
    }),
  pages: [
    {
      text: 'Pip was the smallest ladybug in Clover Garden. She had seven spots and one big worry.',
      art: () =>
        garden(
          'Pip the tiny ladybug sits on a leaf',
          'day',
          bigLeaf(400, 470, 1.2),
          bug({ ...PIP, x: 400, y: 430, s: 1.3, mood: 'worried' }),
        ),
    },
    {
      text: 'Pip was scared of flying high. "The sky is too big," she said, "and I am too small."',
      art: () =>
        garden(
          'Pip looks up at the huge blue sky',
          'noon',
          bug({ ...PIP, x: 400, y: 520, s: 1, mood: 'worried' }),
          line('M400 420V260', '#ffffff', 4, { strokeDasharray: '4 12' }),
        ),
    },
    {
      text: 'So Pip walked everywhere. Up the stems, down the leaves, under the petals. It took a very long time.',
      art: () =>
        garden(
          'Pip walks slowly up a flower stem',
          'day',
          line('M300 600Q280 400 320 220', '#4cb963', 14),
          bigLeaf(330, 380, 0.6, -20),
          bug({ ...PIP, x: 300, y: 480, s: 0.7, rotate: -80, mood: 'determined' }),
          bug({ kind: 'snail', x: 560, y: 540, s: 0.9 }),
        ),
    },
    {
      text: 'One day, dark clouds rolled over the garden. Plip, plop. Rain was coming!',
      art: () =>
        garden(
          'Dark clouds roll over the garden',
          'storm',
          rain(100, 180, 600, 100, 'pip4'),
          bug({ ...PIP, x: 400, y: 520, s: 1, mood: 'surprised' }),
        ),
    },
    {
      text: '"Help!" buzzed a tiny voice from the top of the tallest sunflower. It was Bea the bee, and her wing was bent.',
      art: () =>
        garden(
          'Bea the bee is stuck on top of a tall sunflower',
          'grey',
          sunflower(520, 600, 0.85),
          bug({ ...BEA, x: 520, y: 125, s: 0.6, mood: 'worried', flip: true }),
          bug({ ...PIP, x: 250, y: 530, s: 0.9, mood: 'surprised' }),
        ),
    },
    {
      text: '"I can\'t fly down," said Bea. "And the rain will wash me away!"',
      art: () =>
        garden(
          'Bea looks down, scared',
          'grey',
          sunflower(400, 600, 0.9),
          bug({ ...BEA, x: 400, y: 100, s: 0.65, mood: 'sad' }),
          rain(0, 0, 250, 200, 'pip6', '#dff3ff'),
        ),
    },
    {
      text: 'The ants were too slow. The snail was too slow. Only somebody with wings could get there in time.',
      art: () =>
        garden(
          'Ants and a snail are too slow to help',
          'grey',
          bug({ kind: 'ant', x: 180, y: 540, s: 0.8, mood: 'worried' }),
          bug({ kind: 'ant', x: 290, y: 550, s: 0.7, mood: 'worried' }),
          bug({ kind: 'snail', x: 620, y: 550, s: 0.9 }),
          bug({ ...PIP, x: 440, y: 520, s: 0.9, mood: 'worried' }),
        ),
    },
    {
      text: 'Pip looked up at the big sky. Her knees wobbled. Then she took a deep breath and opened her wings.',
      art: () =>
        garden(
          'Pip opens her wings',
          'grey',
          ellipse(360, 420, 50, 30, '#e6f7ff', { opacity: 0.85, transform: 'rotate(-30 360 420)' }),
          ellipse(440, 420, 50, 30, '#e6f7ff', { opacity: 0.85, transform: 'rotate(30 440 420)' }),
          bug({ ...PIP, x: 400, y: 500, s: 1.4, mood: 'determined' }),
        ),
    },
    {
      text: 'Up, up, up she flew, past the daisies, past the roses, all the way to the top.',
      art: () =>
        garden(
          'Pip flies up high past the flowers',
          'grey',
          sunflower(600, 600, 0.85),
          line('M200 560Q260 400 340 360T480 150', '#ffffff', 4, { strokeDasharray: '4 12' }),
          bug({ ...PIP, x: 480, y: 180, s: 0.8, rotate: 30, mood: 'determined' }),
          bug({ ...BEA, x: 600, y: 128, s: 0.55, mood: 'surprised', flip: true }),
        ),
    },
    {
      text: '"Hold on to me," said Pip. Bea held on tight, and down they floated, slowly and gently.',
      art: () =>
        garden(
          'Pip carries Bea gently down',
          'grey',
          sunflower(650, 600, 0.8),
          bug({ ...BEA, x: 360, y: 300, s: 0.8, mood: 'happy' }),
          bug({ ...PIP, x: 400, y: 350, s: 0.8, mood: 'happy' }),
          rain(0, 0, 800, 160, 'pip10', '#dff3ff'),
        ),
    },
    {
      text: 'They landed under a wide green leaf just as the rain poured down. Pitter, patter, pitter, patter.',
      art: () =>
        garden(
          'Pip and Bea shelter under a leaf from the rain',
          'storm',
          rain(0, 120, 800, 380, 'pip11'),
          line('M400 600V380', '#4cb963', 10),
          bigLeaf(400, 390, 1.4),
          bug({ ...PIP, x: 350, y: 520, s: 0.8, mood: 'happy' }),
          bug({ ...BEA, x: 470, y: 510, s: 0.75, mood: 'happy', flip: true }),
        ),
    },
    {
      text: '"You were so brave," said Bea. Pip smiled. The sky was still big, but now Pip felt big too.',
      art: () =>
        garden(
          'The sun comes out and Pip and Bea smile',
          'day',
          sunflower(640, 600, 0.9),
          bug({ ...PIP, x: 340, y: 500, s: 1.3, mood: 'happy' }),
          bug({ ...BEA, x: 480, y: 430, s: 0.8, mood: 'laugh', flip: true }),
        ),
    },
  ],
};

export const PIP_THE_BRAVE_BUG = book;
