/**
 * "Where Is Grandma's Cat?" (ages 3–6): a funny search around the house and garden that ends
 * with a big surprise in the knitting basket.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  animal,
  bed,
  bird,
  circle,
  cover,
  ellipse,
  g,
  landscape,
  line,
  page,
  path,
  person,
  place,
  pumpkin,
  rect,
  room,
  tree,
  HAIR,
  SKIN,
  type Mood,
  type Part,
  type PersonPose,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Rosalind Puddleby';
const ILLUSTRATOR = 'Theo Marbleton';

const jada = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'smile',
  flip = false,
): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    skin: SKIN[4],
    hair: HAIR.black,
    hairStyle: 'braids',
    shirt: '#ff7bac',
    pants: '#6c4ab6',
  });

const grandma = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'smile',
  flip = false,
): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    grown: true,
    skin: SKIN[4],
    hair: HAIR.grey,
    hairStyle: 'bun',
    shirt: '#6bcb77',
    dress: true,
    glasses: true,
  });

const marmalade = (
  x: number,
  y: number,
  s: number,
  pose: 'sit' | 'sleep' = 'sit',
  mood?: Mood,
): Part => animal({ species: 'cat', x, y, s, pose, mood, color: '#ff9f43' });

/** A knitting basket full of yarn balls. */
function basket(x: number, y: number, s: number, inside: Part = ''): Part {
  return g(
    place(x, y, s),
    circle(-60, -90, 26, '#ff5d8f'),
    circle(60, -96, 24, '#4d96ff'),
    line('M-60 -90Q-20 -160 40 -120', '#ff5d8f', 4),
    inside,
    path('M-110 -80H110L90 0H-90Z', '#f2c14e', {
      stroke: '#c9962b',
      strokeWidth: 5,
      strokeLinejoin: 'round',
    }),
    line('M-100 -56H100M-96 -30H96', '#c9962b', 5),
    line('M70 -110L110 -170M80 -104L126 -160', '#8a8fa3', 5),
  );
}

function laundry(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    ...[-60, -20, 20, 60].map((sx, i) =>
      path(`M${sx - 16} -100Q${sx} -150 ${sx + 16} -100Z`, i % 2 ? '#ff9f43' : '#ffb86b'),
    ),
    path('M-100 -100H100L84 0H-84Z', '#e8e3f5'),
    line('M-80 -76H80M-76 -52H76M-72 -28H72', '#c9c3e6', 5),
  );
}

const indoors = (title: string, seed: string, ...parts: Part[]) =>
  page(
    W,
    H,
    title,
    room(W, H, {
      wall: '#fff0d6',
      floor: '#c98b55',
      window: 'day',
      windowX: 520,
      rug: '#6c8cff',
      seed,
    }),
    ...parts,
  );

const outdoors = (title: string, seed: string, ...parts: Part[]) =>
  page(
    W,
    H,
    title,
    landscape({
      w: W,
      h: H,
      sky: 'day',
      seed,
      horizon: 330,
      clouds: [{ x: 160, y: 100, s: 0.5 }],
      flowers: 6,
    }),
    ...parts,
  );

const book: PictureBook = {
  idNumber: 'PB-0013',
  kind: 'picture',
  title: "Where Is Grandma's Cat?",
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Marmalade the big orange cat is missing! Jada and Grandma search under the bed, behind the curtains and up the apple tree, finding everything except a cat, until they hear a purr coming from the knitting basket.',
  interests: ['family', 'mystery', 'funny', 'animals'],
  subjects: ['Cats', 'Grandparents', 'Hide and seek', 'Kittens'],
  ageMin: 3,
  ageMax: 6,
  nonfiction: false,
  publishedDaysAgo: 90,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: "Where Is Grandma's Cat?",
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#e0672b',
      art:
        room(600, 900, {
          wall: '#ffe2b8',
          floor: '#c98b55',
          window: 'day',
          windowX: 380,
          seed: 'gcc',
        }) +
        basket(420, 860, 1.3, g(place(0, -80, 0.45), marmalade(0, 0, 1, 'sit', 'wink'))) +
        jada(180, 860, 1.45, 'point', 'surprised'),
    }),
  pages: [
    {
      text: 'Grandma has a big orange cat called Marmalade. Today, Marmalade is missing!',
      art: () =>
        indoors(
          'Grandma looks at an empty cat bed',
          'gc1',
          ellipse(420, 560, 110, 30, '#ff7bac'),
          ellipse(420, 552, 80, 18, '#ffd1e1'),
          grandma(220, 570, 0.95, 'point', 'worried'),
        ),
    },
    {
      text: '"Let\'s look for her," says Jada. Grandma puts on her best searching glasses.',
      art: () =>
        indoors(
          'Jada and Grandma get ready to search',
          'gc2',
          grandma(280, 570, 0.95, 'wave', 'determined'),
          jada(460, 570, 1, 'cheer', 'happy'),
        ),
    },
    {
      text: "Is Marmalade under the bed? No! That is Grandma's fuzzy orange slipper.",
      art: () =>
        indoors(
          'An orange slipper under the bed',
          'gc3',
          bed(420, 560, 1.3, '#b57bff'),
          ellipse(420, 540, 60, 24, '#ff9f43'),
          ellipse(450, 534, 22, 14, '#ffb86b'),
          jada(150, 570, 0.9, 'point', 'surprised'),
        ),
    },
    {
      text: 'Is Marmalade in the garden? No! That is a big round pumpkin.',
      art: () =>
        outdoors(
          'A pumpkin in the garden',
          'gc4',
          pumpkin({ x: 480, y: 540, s: 1.2 }),
          jada(250, 560, 0.95, 'point', 'laugh'),
          grandma(120, 560, 0.8, 'stand', 'smile'),
        ),
    },
    {
      text: 'Is Marmalade behind the curtain? No! That is Grandpa, doing his morning stretches.',
      art: () =>
        indoors(
          'Grandpa hides behind the curtain doing stretches',
          'gc5',
          person({
            x: 640,
            y: 570,
            s: 0.95,
            grown: true,
            skin: SKIN[5],
            hair: HAIR.white,
            hairStyle: 'bald',
            shirt: '#ffd23f',
            pose: 'cheer',
            mood: 'laugh',
          }),
          path('M560 380Q640 360 720 380L730 548Q640 560 550 548Z', '#e86f8a'),
          line('M590 390V540M640 385V545M690 390V540', '#c95470', 4),
          jada(250, 570, 0.95, 'stand', 'surprised'),
        ),
    },
    {
      text: 'Is Marmalade in the laundry basket? No! That is a pile of orange socks.',
      art: () =>
        indoors(
          'A basket full of orange socks',
          'gc6',
          laundry(420, 570, 1.2),
          grandma(200, 570, 0.9, 'stand', 'surprised'),
          jada(640, 570, 0.85, 'stand', 'laugh', true),
        ),
    },
    {
      text: 'Is Marmalade up the apple tree? No! That is a robin who sings tweet, tweet.',
      art: () =>
        outdoors(
          'A robin sits in the apple tree',
          'gc7',
          tree(460, 560, 1.7, 'apple', 'gc7'),
          bird({ x: 420, y: 250, s: 0.9, color: '#8a5a3b', breast: '#ff7b29', pose: 'sing' }),
          jada(200, 570, 0.9, 'point', 'laugh'),
        ),
    },
    {
      text: 'Jada and Grandma sit down for a rest. "Where can she be?"',
      art: () =>
        indoors(
          'Jada and Grandma rest on the sofa',
          'gc8',
          rect(150, 380, 460, 120, '#6c8cff', { rx: 30 }),
          rect(130, 440, 500, 110, '#5a78e6', { rx: 30 }),
          grandma(280, 520, 0.75, 'stand', 'worried'),
          jada(460, 520, 0.8, 'stand', 'worried'),
        ),
    },
    {
      text: 'Then they hear a sound. Purr, purr, purr. It is coming from the knitting basket!',
      art: () =>
        indoors(
          'A purring sound from the knitting basket',
          'gc9',
          basket(560, 570, 1.2),
          line('M500 380q14 -16 0 -32M530 370q18 -22 0 -44', '#6b3f23', 4),
          jada(250, 570, 0.95, 'point', 'surprised'),
        ),
    },
    {
      text: 'There is Marmalade, cozy in a nest of yarn. And she is not alone!',
      art: () =>
        indoors(
          'Marmalade curled up in the basket of yarn',
          'gc10',
          basket(400, 580, 1.6, g(place(0, -90, 0.5), marmalade(0, 0, 1, 'sleep', 'smile'))),
        ),
    },
    {
      text: 'Three tiny kittens are snuggled up beside her. "Surprise!" laughs Grandma.',
      art: () =>
        indoors(
          'Marmalade with three tiny kittens',
          'gc11',
          marmalade(400, 580, 1, 'sleep', 'smile'),
          animal({ species: 'cat', x: 250, y: 590, s: 0.35, color: '#ffb86b', mood: 'happy' }),
          animal({ species: 'cat', x: 540, y: 590, s: 0.35, color: '#f2f2f7', mood: 'surprised' }),
          animal({ species: 'cat', x: 610, y: 590, s: 0.32, color: '#7d7d96', mood: 'happy' }),
        ),
    },
    {
      text: 'Jada counts the kittens: one, two, three! "Can I help name them?" she asks.',
      art: () =>
        indoors(
          'Jada counts the kittens with Grandma',
          'gc12',
          grandma(170, 570, 0.85, 'stand', 'happy'),
          jada(330, 570, 0.9, 'point', 'happy'),
          animal({ species: 'cat', x: 480, y: 590, s: 0.35, color: '#ffb86b', mood: 'happy' }),
          animal({ species: 'cat', x: 560, y: 590, s: 0.35, color: '#f2f2f7', mood: 'happy' }),
          animal({ species: 'cat', x: 640, y: 590, s: 0.35, color: '#7d7d96', mood: 'happy' }),
          marmalade(720, 590, 0.5, 'sit', 'happy'),
        ),
    },
  ],
};

export const GRANDMAS_CAT = book;
