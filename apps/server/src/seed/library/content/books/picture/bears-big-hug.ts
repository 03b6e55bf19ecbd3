/**
 * "Bear's Big Hug" (ages 2–5): Bear's hugs are far too big, until Owl teaches him that the best
 * hugs are gentle.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  animal,
  cover,
  ellipse,
  heart,
  landscape,
  owl,
  page,
  rect,
  tree,
  zzz,
  type AnimalPose,
  type Mood,
  type Part,
  type SkyKind,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Hazel Quillby';
const ILLUSTRATOR = 'Pim Crayonne';

const bear = (
  x: number,
  y: number,
  s: number,
  pose: AnimalPose = 'sit',
  mood: Mood = 'happy',
  holding?: Part,
): Part => animal({ species: 'bear', x, y, s, pose, mood, holding });
const rabbit = (
  x: number,
  y: number,
  s: number,
  pose: AnimalPose = 'sit',
  mood: Mood = 'happy',
): Part => animal({ species: 'rabbit', x, y, s, pose, mood });
const fox = (
  x: number,
  y: number,
  s: number,
  pose: AnimalPose = 'sit',
  mood: Mood = 'happy',
): Part => animal({ species: 'fox', x, y, s, pose, mood });
const mouse = (
  x: number,
  y: number,
  s: number,
  pose: AnimalPose = 'sit',
  mood: Mood = 'happy',
): Part => animal({ species: 'mouse', x, y, s, pose, mood });

const forest = (title: string, seed: string, skyKind: SkyKind, ...parts: Part[]) =>
  page(
    W,
    H,
    title,
    landscape({
      w: W,
      h: H,
      sky: skyKind,
      seed,
      horizon: 340,
      trees: [
        { x: 90, s: 0.9, kind: 'pine' },
        { x: 720, s: 0.8, kind: 'pine' },
        { x: 600, s: 0.6, kind: 'round' },
      ],
      stars: skyKind === 'night' ? 30 : 0,
      moon: skyKind === 'night' ? { x: 400, y: 90, r: 40, face: 'sleepy' } : undefined,
      flowers: skyKind === 'night' ? 0 : 4,
    }),
    ...parts,
  );

const squeeze = (x: number, y: number) => heart(x, y, 18, '#ff5d8f');

const book: PictureBook = {
  idNumber: 'PB-0022',
  kind: 'picture',
  title: "Bear's Big Hug",
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Bear loves hugs: big, big, BIG hugs. Too big, say Rabbit, Fox and Mouse, who start running away whenever Bear comes near. With wise Owl\u2019s help, Bear learns that the best hugs are the gentle ones.',
  interests: ['friendship', 'feelings', 'animals', 'bedtime'],
  subjects: ['Bears', 'Hugs', 'Friendship', 'Gentleness'],
  ageMin: 2,
  ageMax: 5,
  nonfiction: false,
  publishedDaysAgo: 400,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: "Bear's Big Hug",
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#8a4b2a',
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'morning',
          seed: 'bbhc',
          horizon: 620,
          trees: [
            { x: 70, s: 1, kind: 'pine' },
            { x: 540, s: 0.9, kind: 'pine' },
          ],
        }) +
        heart(300, 430, 40, '#ff5d8f') +
        bear(300, 870, 1.7, 'hold', 'happy', rabbit(0, -70, 0.4, 'sit', 'laugh')),
    }),
  pages: [
    {
      text: 'Bear loves hugs. Big, big, BIG hugs.',
      art: () =>
        forest(
          'Bear opens his arms for a hug',
          'bbh1',
          'day',
          bear(400, 560, 1.05, 'cheer', 'happy'),
          squeeze(400, 230),
        ),
    },
    {
      text: 'Bear hugs Rabbit. Squeeeeze! "Too tight!" squeaks Rabbit.',
      art: () =>
        forest(
          'Bear squeezes Rabbit too tight',
          'bbh2',
          'day',
          bear(400, 560, 1.05, 'hold', 'laugh', rabbit(0, -80, 0.45, 'sit', 'surprised')),
        ),
    },
    {
      text: 'Bear hugs Fox. "Too bumpy!" yelps Fox.',
      art: () =>
        forest(
          'Bear hugs Fox too hard',
          'bbh3',
          'day',
          bear(400, 560, 1.05, 'hold', 'happy', fox(0, -80, 0.45, 'sit', 'worried')),
        ),
    },
    {
      text: 'Bear hugs Mouse. Mouse disappears completely!',
      art: () =>
        forest(
          'Mouse vanishes inside Bear\u2019s hug',
          'bbh4',
          'day',
          bear(400, 560, 1.05, 'hold', 'happy'),
          rect(380, 405, 40, 14, '#b7b4c7', { rx: 7 }),
          ellipse(402, 400, 6, 10, '#ff9fb1'),
        ),
    },
    {
      text: 'Now everyone runs away when Bear comes near. Bear feels sad and lonely.',
      art: () =>
        forest(
          'The others run away and Bear is sad',
          'bbh5',
          'grey',
          bear(260, 560, 0.95, 'sit', 'sad'),
          rabbit(560, 570, 0.45, 'cheer', 'surprised'),
          fox(680, 570, 0.45, 'cheer', 'worried'),
          mouse(760, 580, 0.3, 'cheer', 'surprised'),
        ),
    },
    {
      text: 'Owl flies down. "A good hug is not big or small," says Owl. "A good hug is gentle."',
      art: () =>
        forest(
          'Owl gives Bear some advice',
          'bbh6',
          'day',
          tree(600, 560, 1.2, 'round', 'bbh6'),
          owl({ x: 560, y: 400, s: 0.6, color: '#9b6b4a', mood: 'smile' }),
          bear(280, 560, 0.95, 'sit', 'worried'),
        ),
    },
    {
      text: 'So Bear practices. He hugs a pillow softly. He hugs a tree very, very gently.',
      art: () =>
        forest(
          'Bear practices gentle hugs on a tree',
          'bbh7',
          'day',
          tree(470, 560, 1.2, 'round', 'bbh7'),
          bear(400, 570, 0.9, 'hold', 'sleepy'),
          ellipse(200, 560, 60, 30, '#ffffff'),
          ellipse(200, 556, 50, 22, '#eef0f6'),
        ),
    },
    {
      text: 'Then he tries again. He opens his arms wide, and he waits.',
      art: () =>
        forest('Bear waits with open arms', 'bbh8', 'morning', bear(400, 560, 1, 'cheer', 'smile')),
    },
    {
      text: 'Rabbit hops in. Bear\'s hug is soft and warm. "Just right!" says Rabbit.',
      art: () =>
        forest(
          'Rabbit enjoys a gentle hug',
          'bbh9',
          'morning',
          bear(400, 560, 1.05, 'hold', 'happy', rabbit(0, -80, 0.45, 'sit', 'happy')),
          squeeze(400, 230),
        ),
    },
    {
      text: 'Fox joins in. Mouse climbs up. Even Owl flutters down to join them.',
      art: () =>
        forest(
          'Everyone joins the hug',
          'bbh10',
          'sunset',
          bear(400, 560, 1.05, 'hold', 'laugh', rabbit(0, -80, 0.4, 'sit', 'laugh')),
          fox(240, 570, 0.5, 'cheer', 'happy'),
          mouse(560, 570, 0.35, 'cheer', 'happy'),
          owl({ x: 400, y: 300, s: 0.4, color: '#9b6b4a', mood: 'happy' }),
        ),
    },
    {
      text: 'It is the biggest, gentlest, happiest hug in the whole forest.',
      art: () =>
        forest(
          'One big group hug',
          'bbh11',
          'sunset',
          bear(400, 560, 1.1, 'hold', 'happy', fox(0, -80, 0.35, 'sit', 'happy')),
          rabbit(270, 570, 0.45, 'wave', 'happy'),
          mouse(530, 570, 0.35, 'wave', 'happy'),
          squeeze(330, 250),
          squeeze(470, 220),
        ),
    },
    {
      text: '"Goodnight, friends," yawns Bear. They all fall asleep in one big, cuddly heap.',
      art: () =>
        forest(
          'The friends fall asleep together under the moon',
          'bbh12',
          'night',
          bear(400, 570, 1.05, 'sleep'),
          rabbit(250, 580, 0.45, 'sleep'),
          fox(560, 580, 0.45, 'sleep'),
          mouse(660, 585, 0.3, 'sleep'),
          zzz(480, 380, 1.2),
        ),
    },
  ],
};

export const BEARS_BIG_HUG = book;
