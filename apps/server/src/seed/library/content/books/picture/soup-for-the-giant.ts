/**
 * "Soup for the Giant" (ages 4–7): an original fairy tale. The village is scared of the rumbling
 * giant on the hill; Nell brings him soup and finds out he is only lonely.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  carrot,
  circle,
  cover,
  ellipse,
  g,
  heart,
  house,
  landscape,
  line,
  page,
  path,
  person,
  place,
  rect,
  soupPot,
  HAIR,
  SKIN,
  type Mood,
  type Part,
  type PersonPose,
  type SkyKind,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Ada Thistlewood';
const ILLUSTRATOR = 'Theo Marbleton';

const nell = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'smile',
  flip = false,
  holding?: Part,
): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    holding,
    skin: SKIN[2],
    hair: HAIR.auburn,
    hairStyle: 'pigtails',
    shirt: '#4d96ff',
    dress: true,
  });

/** The giant: a huge, shaggy grown-up drawn big and cut off by the hill in front of him. */
const giant = (x: number, y: number, s: number, mood: Mood, pose: PersonPose = 'stand'): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    grown: true,
    skin: SKIN[3],
    hair: HAIR.brown,
    hairStyle: 'curly',
    shirt: '#6b8e3a',
    pants: '#6b3f23',
  });

function wagon(x: number, y: number, s: number, load: Part): Part {
  return g(
    place(x, y, s),
    load,
    rect(-110, -50, 220, 40, '#c0392b', { rx: 8 }),
    circle(-70, -8, 20, '#3a3a48'),
    circle(70, -8, 20, '#3a3a48'),
    line('M110 -36L170 -70', '#8a5a3b', 6),
  );
}

function bread(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    ellipse(0, -30, 70, 36, '#d9913f'),
    line('M-40 -44l14 20M-10 -50l14 20M20 -48l14 20', '#f3c27a', 5),
  );
}

const village = (title: string, seed: string, skyKind: SkyKind, ...parts: Part[]) =>
  page(
    W,
    H,
    title,
    landscape({
      w: W,
      h: H,
      sky: skyKind,
      seed,
      horizon: 300,
      hills: ['#a3c96a', '#86bd5e'],
      sun: skyKind === 'night' ? undefined : { x: 680, y: 90, r: 40 },
      stars: skyKind === 'night' ? 30 : 0,
      moon: skyKind === 'night' ? { x: 680, y: 90, r: 40 } : undefined,
    }),
    house(130, 430, 0.55, { wall: '#fff1d6', roof: '#e4572e', lit: skyKind === 'night' }),
    house(640, 440, 0.6, { wall: '#ffe3b3', roof: '#6c4ab6', lit: skyKind === 'night' }),
    ...parts,
  );

/** The hill with the giant peeking over it. */
const hilltop = (title: string, seed: string, mood: Mood, giantScale: number, ...parts: Part[]) =>
  page(
    W,
    H,
    title,
    landscape({
      w: W,
      h: H,
      sky: 'day',
      seed,
      horizon: 500,
      hills: ['#86bd5e'],
      clouds: [{ x: 140, y: 90, s: 0.5 }],
    }),
    giant(470, 760, giantScale, mood),
    path('M0 440Q400 380 800 440V600H0Z', '#7cb85a'),
    ...parts,
  );

const book: PictureBook = {
  idNumber: 'PB-0018',
  kind: 'picture',
  title: 'Soup for the Giant',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Every night the giant\u2019s tummy rumbles so loudly that the whole village shakes. Everyone is too scared to go up the hill, except Nell, who has a very big pot, a wagon and a kind idea. An original fairy tale about bravery and sharing.',
  interests: ['fairy-tales', 'food', 'friendship'],
  subjects: ['Giants', 'Fairy tales', 'Soup', 'Kindness'],
  ageMin: 4,
  ageMax: 7,
  nonfiction: false,
  publishedDaysAgo: 160,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Soup for the Giant',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#c0392b',
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'morning',
          seed: 'sfgc',
          horizon: 700,
          hills: ['#86bd5e'],
        }) +
        giant(330, 1280, 3.2, 'happy') +
        path('M0 700Q300 640 600 700V900H0Z', '#7cb85a') +
        soupPot({ x: 430, y: 850, s: 0.9, color: '#c0392b' }) +
        nell(200, 860, 1.2, 'wave', 'happy'),
    }),
  pages: [
    {
      text: 'High on the hill lived a giant. Every night his tummy rumbled so loudly that the whole village shook.',
      art: () =>
        village(
          'The village shakes at night',
          'sfg1',
          'night',
          line('M300 160l20 -20l20 20l20 -20M420 140l20 -20l20 20', '#ffe066', 6),
          nell(400, 560, 0.8, 'stand', 'surprised'),
        ),
    },
    {
      text: '"He must be hungry," said Nell. "Somebody should make him some soup."',
      art: () =>
        village('Nell has an idea', 'sfg2', 'morning', nell(400, 560, 1, 'point', 'happy')),
    },
    {
      text: '"Not me!" said the baker. "Not me!" said the farmer. "Giants are scary!"',
      art: () =>
        village(
          'The baker and the farmer say no',
          'sfg3',
          'day',
          person({
            x: 280,
            y: 560,
            s: 0.8,
            grown: true,
            skin: SKIN[0],
            hair: HAIR.blond,
            hairStyle: 'short',
            shirt: '#ffffff',
            hat: 'chef-hat',
            pose: 'cheer',
            mood: 'surprised',
          }),
          person({
            x: 520,
            y: 560,
            s: 0.8,
            grown: true,
            skin: SKIN[5],
            hair: HAIR.black,
            hairStyle: 'short',
            shirt: '#ff9f43',
            pants: '#3d4a7a',
            hat: 'cap',
            hatColor: '#6b8e3a',
            pose: 'cheer',
            mood: 'worried',
            flip: true,
          }),
        ),
    },
    {
      text: 'So Nell found the biggest pot in the village and filled it with water.',
      art: () =>
        village(
          'Nell fills a huge pot with water',
          'sfg4',
          'day',
          soupPot({ x: 440, y: 560, s: 1.1, steam: false, color: '#c0392b' }),
          nell(250, 560, 0.9, 'hold', 'determined'),
        ),
    },
    {
      text: 'The farmer came back with a basket of carrots. "Just in case," he mumbled.',
      art: () =>
        village(
          'The farmer brings carrots',
          'sfg5',
          'day',
          soupPot({ x: 400, y: 560, s: 0.9, steam: false, color: '#c0392b' }),
          person({
            x: 580,
            y: 560,
            s: 0.8,
            grown: true,
            skin: SKIN[5],
            hair: HAIR.black,
            hairStyle: 'short',
            shirt: '#ff9f43',
            pants: '#3d4a7a',
            hat: 'cap',
            hatColor: '#6b8e3a',
            pose: 'hold',
            mood: 'smile',
            flip: true,
            holding: carrot({ x: 0, y: -150, s: 0.8, rotate: 30 }),
          }),
          nell(220, 560, 0.85, 'cheer', 'happy'),
        ),
    },
    {
      text: 'The baker brought a loaf of bread as big as a pillow.',
      art: () =>
        village(
          'The baker brings a huge loaf',
          'sfg6',
          'day',
          person({
            x: 480,
            y: 560,
            s: 0.85,
            grown: true,
            skin: SKIN[0],
            hair: HAIR.blond,
            hairStyle: 'short',
            shirt: '#ffffff',
            hat: 'chef-hat',
            pose: 'hold',
            mood: 'smile',
            holding: bread(0, -150, 1),
          }),
          nell(260, 560, 0.85, 'stand', 'surprised'),
        ),
    },
    {
      text: 'Old Mrs. Tumble brought onions, and the twins brought a bowl of peas.',
      art: () =>
        village(
          'More villagers bring food',
          'sfg7',
          'day',
          person({
            x: 200,
            y: 560,
            s: 0.8,
            grown: true,
            skin: SKIN[1],
            hair: HAIR.white,
            hairStyle: 'bun',
            shirt: '#b57bff',
            dress: true,
            glasses: true,
            pose: 'hold',
            mood: 'happy',
          }),
          person({
            x: 480,
            y: 560,
            s: 0.7,
            skin: SKIN[6],
            hair: HAIR.black,
            hairStyle: 'afro',
            shirt: '#6bcb77',
            pose: 'cheer',
            mood: 'happy',
          }),
          person({
            x: 590,
            y: 560,
            s: 0.7,
            skin: SKIN[6],
            hair: HAIR.black,
            hairStyle: 'afro',
            shirt: '#ffd23f',
            pose: 'cheer',
            mood: 'happy',
            flip: true,
          }),
          ellipse(535, 420, 40, 14, '#ffffff'),
          ...[-20, 0, 20].map((d) => circle(535 + d, 412, 7, '#6bcb77')),
        ),
    },
    {
      text: 'Nell pulled the pot up the hill in her wagon. Clink, clank, clink.',
      art: () =>
        page(
          W,
          H,
          'Nell pulls the soup up the hill in a wagon',
          landscape({ w: W, h: H, sky: 'day', seed: 'sfg8', horizon: 300 }),
          path('M0 600L800 330V600Z', '#86bd5e'),
          g(
            { transform: 'rotate(-18 400 480)' },
            wagon(330, 500, 0.8, soupPot({ x: 0, y: -40, s: 0.5, color: '#c0392b' })),
            nell(520, 500, 0.8, 'walk', 'determined'),
          ),
        ),
    },
    {
      text: 'The giant peered down at her. "Nobody ever visits me," he said softly.',
      art: () =>
        hilltop(
          'The giant looks down at Nell',
          'sfg9',
          'smile',
          2.6,
          nell(200, 560, 0.8, 'wave', 'smile'),
          wagon(330, 560, 0.6, soupPot({ x: 0, y: -40, s: 0.5, color: '#c0392b' })),
        ),
    },
    {
      text: '"I brought you soup," said Nell. The giant\'s eyes filled with big, happy tears.',
      art: () =>
        hilltop(
          'Nell offers the giant soup',
          'sfg10',
          'happy',
          2.6,
          nell(200, 560, 0.8, 'hold', 'happy'),
          soupPot({ x: 340, y: 560, s: 0.6, color: '#c0392b' }),
          circle(440, 230, 8, '#8fd3ff'),
          circle(510, 230, 8, '#8fd3ff'),
        ),
    },
    {
      text: 'He drank it all in one gulp. Then he smiled, and the whole hill seemed to smile with him.',
      art: () =>
        hilltop(
          'The giant smiles after his soup',
          'sfg11',
          'laugh',
          2.6,
          heart(250, 200, 30, '#ff5d8f'),
          nell(200, 560, 0.8, 'cheer', 'laugh'),
        ),
    },
    {
      text: 'Now every Sunday, the village and the giant share a giant pot of soup. Nobody is scared anymore.',
      art: () =>
        page(
          W,
          H,
          'Everyone shares soup with the giant',
          landscape({ w: W, h: H, sky: 'sunset', seed: 'sfg12', horizon: 500, hills: ['#86bd5e'] }),
          giant(560, 900, 2.4, 'happy'),
          path('M0 460Q400 420 800 460V600H0Z', '#7cb85a'),
          soupPot({ x: 380, y: 560, s: 0.9, color: '#c0392b' }),
          nell(200, 560, 0.75, 'cheer', 'laugh'),
          person({
            x: 90,
            y: 560,
            s: 0.7,
            grown: true,
            skin: SKIN[0],
            hair: HAIR.blond,
            hairStyle: 'short',
            shirt: '#ffffff',
            hat: 'chef-hat',
            mood: 'happy',
            pose: 'wave',
          }),
          person({
            x: 530,
            y: 570,
            s: 0.6,
            skin: SKIN[6],
            hair: HAIR.black,
            hairStyle: 'afro',
            shirt: '#6bcb77',
            pose: 'cheer',
            mood: 'happy',
          }),
        ),
    },
  ],
};

export const SOUP_FOR_THE_GIANT = book;
