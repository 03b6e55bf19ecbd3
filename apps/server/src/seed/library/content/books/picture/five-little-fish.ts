/**
 * "Five Little Fish" (narrated, ages 2–5): a counting swim from one to five, and a kind whale.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  bubbles,
  cover,
  crab,
  fish,
  jellyfish,
  page,
  seaFloor,
  seaweed,
  sky,
  turtle,
  whale,
  path,
  type Part,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Otis Pennywhistle';
const ILLUSTRATOR = 'Sasha Doodlebrook';

/** The five friends, each with its own colour. */
const FISH = [
  { color: '#4d96ff', stripe: '#ffffff' },
  { color: '#ff5d5d', stripe: '#ffe0e0' },
  { color: '#ffd23f', stripe: '#ff9f43' },
  { color: '#6bcb77', stripe: '#e6ffe9' },
  { color: '#ff7bc6', stripe: '#ffffff' },
];

function sea(title: string, seed: string, ...parts: Part[]): string {
  return page(
    W,
    H,
    title,
    sky(W, H, 'underwater'),
    path('M0 0H800V40Q600 70 400 40T0 40Z', '#7fe0f5', { opacity: 0.5 }),
    seaFloor(W, H, 520, seed),
    seaweed(60, 560, 170, '#2fae61', `${seed}a`),
    seaweed(740, 560, 140, '#3fbf70', `${seed}b`),
    bubbles(0, 40, W, 420, seed, 9),
    ...parts,
  );
}

/** The first `count` fish, in a loose school around (x, y). */
function school(count: number, x: number, y: number, s = 1, flip = false): Part[] {
  const spots = [
    [0, 0],
    [-110, -70],
    [-120, 70],
    [-230, -10],
    [-240, 120],
  ];
  return FISH.slice(0, count).map((f, i) => {
    const [dx, dy] = spots[i] as [number, number];
    return fish({
      x: x + (flip ? -dx : dx) * s,
      y: y + dy * s,
      s: s * (i === 0 ? 1.1 : 0.95),
      flip,
      mood: 'happy',
      ...f,
    });
  });
}

const book: PictureBook = {
  idNumber: 'PB-0005',
  kind: 'picture',
  title: 'Five Little Fish',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'One little fish, two little fish... count the friends as they swim past a crab, a jellyfish and a turtle, all the way to a big, kind whale. A read-along counting book.',
  interests: ['ocean', 'animals', 'friendship'],
  subjects: ['Counting', 'Fish', 'Sea life', 'Read-along'],
  ageMin: 2,
  ageMax: 5,
  nonfiction: false,
  publishedDaysAgo: 6,
  narrated: true,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Five Little Fish',
      author: AUTHOR,
      titleColor: '#ffe066',
      outline: '#0b4a7a',
      art:
        sky(600, 900, 'underwater') +
        seaFloor(600, 900, 800, 'flfc') +
        seaweed(60, 860, 260, '#2fae61', 'flfc1') +
        seaweed(540, 860, 200, '#3fbf70', 'flfc2') +
        bubbles(0, 300, 600, 400, 'flfc', 8) +
        school(5, 470, 560, 1.25).join(''),
      badge: { text: '1-5', color: '#ff5d5d' },
    }),
  pages: [
    {
      text: 'One little fish swims in the big blue sea.',
      art: () => sea('One blue fish swims alone', 'flf1', ...school(1, 420, 300, 1.6)),
    },
    {
      text: 'Two little fish play hide and seek in the seaweed.',
      art: () =>
        sea(
          'Two fish play hide and seek in the seaweed',
          'flf2',
          seaweed(400, 560, 300, '#2fae61', 'flf2c'),
          seaweed(440, 560, 260, '#3fbf70', 'flf2d'),
          ...school(2, 560, 300, 1.3),
        ),
    },
    {
      text: 'Three little fish say hello to a crab. Snap, snap!',
      art: () =>
        sea(
          'Three fish wave to a red crab',
          'flf3',
          crab({ x: 560, y: 540, s: 1.1, mood: 'happy' }),
          ...school(3, 380, 280, 1.2),
        ),
    },
    {
      text: 'Four little fish dance with a jellyfish. Wiggle, wiggle!',
      art: () =>
        sea(
          'Four fish dance around a purple jellyfish',
          'flf4',
          jellyfish({ x: 600, y: 280, s: 1.6 }),
          ...school(4, 400, 300, 1.1),
        ),
    },
    {
      text: 'Five little fish swim past a turtle. Hello, Turtle!',
      art: () =>
        sea(
          'Five fish swim past a green sea turtle',
          'flf5',
          turtle({ x: 560, y: 440, s: 1.1, mood: 'happy', flip: true }),
          ...school(5, 380, 240, 1),
        ),
    },
    {
      text: 'Look! Here comes a big, big shadow.',
      art: () =>
        sea(
          'A huge dark shadow appears above the fish',
          'flf6',
          path(
            'M60 140C60 40 420 20 560 70C660 100 700 150 690 180C660 220 300 240 140 210C90 200 60 180 60 140Z',
            '#0a3a66',
            { opacity: 0.55 },
          ),
          ...school(5, 520, 420, 0.9),
        ),
    },
    {
      text: 'It is a whale! A big, kind whale.',
      art: () =>
        sea(
          'A smiling whale says hello',
          'flf7',
          whale({ x: 400, y: 260, s: 1.05, mood: 'happy', spout: false }),
          ...school(5, 720, 470, 0.6, true),
        ),
    },
    {
      text: '"Swim with me, little fish," says the whale.',
      art: () =>
        sea(
          'The whale invites the fish to swim along',
          'flf8',
          whale({ x: 300, y: 250, s: 0.9, mood: 'smile', spout: false }),
          ...school(5, 680, 430, 0.7, true),
        ),
    },
    {
      text: 'One, two, three, four, five little fish swim with the whale.',
      art: () =>
        sea(
          'The five fish swim beside the whale',
          'flf9',
          whale({ x: 330, y: 200, s: 0.8, mood: 'happy', spout: false }),
          ...school(5, 560, 420, 0.85),
        ),
    },
    {
      text: 'Goodbye, whale! Goodnight, little fish.',
      art: () =>
        page(
          W,
          H,
          'The fish snuggle down in the seaweed as the whale swims away',
          sky(W, H, 'underwater'),
          path('M0 0H800V600H0Z', '#0a1f4f', { opacity: 0.45 }),
          seaFloor(W, H, 520, 'flf10'),
          seaweed(300, 560, 220, '#2fae61', 'flf10a'),
          seaweed(360, 560, 200, '#3fbf70', 'flf10b'),
          whale({ x: 660, y: 150, s: 0.45, mood: 'smile', spout: false }),
          ...FISH.map((f, i) =>
            fish({ x: 180 + i * 95, y: 430 + (i % 2) * 30, s: 0.6, mood: 'sleepy', ...f }),
          ),
        ),
    },
  ],
};

export const FIVE_LITTLE_FISH = book;
