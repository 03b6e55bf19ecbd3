/**
 * "Sizzle the Small Dragon" (ages 4–7): an original fairy tale. The smallest dragon's tiny flame
 * is laughed at, until the Lantern Festival needs exactly that.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  castle,
  circle,
  cover,
  dragon,
  g,
  landscape,
  lantern,
  line,
  page,
  path,
  person,
  place,
  rain,
  HAIR,
  SKIN,
  type Mood,
  type Part,
  type SkyKind,
  type DinoPose,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Bartholomew Inkwell';
const ILLUSTRATOR = 'Sasha Doodlebrook';

const sizzle = (
  x: number,
  y: number,
  s: number,
  pose: DinoPose = 'stand',
  mood: Mood = 'smile',
  fire = false,
  flip = false,
): Part =>
  dragon({
    x,
    y,
    s,
    pose,
    mood,
    fire,
    flip,
    color: '#ff7bac',
    belly: '#ffe0ec',
    accent: '#ffd23f',
  });
const bigDragon = (
  x: number,
  y: number,
  s: number,
  color: string,
  mood: Mood = 'laugh',
  fire = false,
  flip = false,
): Part => dragon({ x, y, s, mood, fire, flip, color, belly: '#ffe9b8', accent: '#ff9f1c' });
const princess = (
  x: number,
  y: number,
  s: number,
  pose: 'stand' | 'point' | 'cheer' | 'wave' = 'stand',
  mood: Mood = 'smile',
): Part =>
  person({
    x,
    y,
    s,
    mood,
    pose,
    skin: SKIN[5],
    hair: HAIR.black,
    hairStyle: 'braids',
    shirt: '#b57bff',
    dress: true,
    hat: 'crown',
  });

/** A tiny puff of flame in front of Sizzle's snout. */
const tinyFlame = (x: number, y: number, s = 1) =>
  g(
    place(x, y, s),
    path('M0 0Q20 -14 34 0Q20 12 0 0Z', '#ff9f1c'),
    path('M4 0Q16 -6 24 0Q16 6 4 0Z', '#ffe066'),
  );

/** A string of paper lanterns, lit or dark. */
function lanterns(y: number, lit: number, count = 7): Part {
  const out: Part[] = [line(`M0 ${y - 40}Q400 ${y + 10} 800 ${y - 40}`, '#5b5f6e', 3)];
  for (let i = 0; i < count; i += 1) {
    const x = 60 + i * (680 / (count - 1));
    const ly = y - 40 + Math.sin((i / (count - 1)) * Math.PI) * 25 + 90;
    out.push(
      i < lit
        ? lantern({ x, y: ly, s: 0.6, color: '#e8413c' })
        : g(
            place(x, ly, 0.6),
            path('M-26 -84H26V-14H-26Z', '#c9c3e6', { stroke: '#8a8fa3', strokeWidth: 6 }),
          ),
    );
  }
  return out.join('');
}

const kingdom = (title: string, seed: string, skyKind: SkyKind, ...parts: Part[]) =>
  page(
    W,
    H,
    title,
    landscape({
      w: W,
      h: H,
      sky: skyKind,
      seed,
      horizon: 360,
      stars: skyKind === 'night' || skyKind === 'dusk' ? 24 : 0,
      hills:
        skyKind === 'night' || skyKind === 'dusk' ? ['#4a4f8f', '#3b3f7a'] : ['#b8e08a', '#94d06f'],
    }),
    castle({ x: 640, y: 420, s: 0.45 }),
    ...parts,
  );

const book: PictureBook = {
  idNumber: 'PB-0021',
  kind: 'picture',
  title: 'Sizzle the Small Dragon',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'The dragons of Bellmore breathe enormous fire. Sizzle can only manage a tiny "pff." But when a storm soaks every candle before the Lantern Festival, it turns out a small, gentle flame is exactly what the kingdom needs.',
  interests: ['fairy-tales', 'feelings', 'funny'],
  subjects: ['Dragons', 'Fairy tales', 'Self-confidence', 'Festivals'],
  ageMin: 4,
  ageMax: 7,
  nonfiction: false,
  publishedDaysAgo: 180,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Sizzle the Small Dragon',
      author: AUTHOR,
      titleColor: '#ffe066',
      outline: '#6c2bd9',
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'dusk',
          seed: 'szc',
          horizon: 640,
          stars: 30,
          hills: ['#5a4a8a', '#4a3f7a'],
        }) +
        castle({ x: 470, y: 690, s: 0.45 }) +
        lantern({ x: 120, y: 560, s: 0.9 }) +
        lantern({ x: 480, y: 430, s: 0.7 }) +
        sizzle(260, 850, 1.35, 'wave', 'happy') +
        tinyFlame(400, 640, 1.4),
    }),
  pages: [
    {
      text: 'In the Kingdom of Bellmore, the dragons were big, and their fire was even bigger. WHOOSH!',
      art: () =>
        kingdom(
          'Big dragons breathe huge flames',
          'sz1',
          'day',
          bigDragon(260, 560, 1.1, '#d64541', 'roar', true),
          bigDragon(520, 560, 0.8, '#6c4ab6', 'laugh', true),
        ),
    },
    {
      text: 'Except for Sizzle. Sizzle was small, and her fire was small too. Pff.',
      art: () =>
        kingdom(
          'Little Sizzle breathes a tiny flame',
          'sz2',
          'day',
          sizzle(360, 560, 0.8, 'stand', 'worried'),
          tinyFlame(450, 420),
        ),
    },
    {
      text: '"Your fire is too tiny!" laughed the big dragons. "It couldn\'t even toast a marshmallow!"',
      art: () =>
        kingdom(
          'The big dragons laugh at Sizzle',
          'sz3',
          'day',
          bigDragon(200, 560, 0.9, '#d64541', 'laugh'),
          bigDragon(560, 570, 0.9, '#6c4ab6', 'laugh', false, true),
          sizzle(380, 570, 0.55, 'stand', 'sad'),
        ),
    },
    {
      text: 'Sizzle flew away to the quiet hills and felt very small indeed.',
      art: () =>
        page(
          W,
          H,
          'Sizzle sits alone on a quiet hill',
          landscape({
            w: W,
            h: H,
            sky: 'dusk',
            seed: 'sz4',
            horizon: 400,
            stars: 16,
            moon: { x: 640, y: 110, r: 40 },
            hills: ['#6a5a9a', '#4a3f7a'],
          }),
          sizzle(400, 540, 0.7, 'stand', 'sad'),
        ),
    },
    {
      text: 'That winter, it was time for the Lantern Festival. Everyone in Bellmore would light one thousand paper lanterns.',
      art: () =>
        kingdom(
          'Paper lanterns are hung for the festival',
          'sz5',
          'dusk',
          lanterns(170, 0),
          princess(300, 560, 0.9, 'point', 'happy'),
        ),
    },
    {
      text: 'But a storm had soaked every match and every candle in the kingdom. Nothing would light!',
      art: () =>
        kingdom(
          'Rain soaks the matches and candles',
          'sz6',
          'storm',
          rain(0, 0, 800, 500, 'sz6'),
          lanterns(170, 0),
          princess(300, 560, 0.9, 'stand', 'worried'),
        ),
    },
    {
      text: '"We\'ll do it!" roared the big dragons. WHOOSH! But their fire was so big, it burned the lanterns to ashes.',
      art: () =>
        kingdom(
          'The big dragons burn the lanterns by accident',
          'sz7',
          'dusk',
          bigDragon(260, 560, 1, '#d64541', 'roar', true),
          circle(520, 180, 50, '#ff7b29', { opacity: 0.6 }),
          circle(600, 160, 36, '#ffd23f', { opacity: 0.6 }),
          princess(620, 560, 0.8, 'stand', 'surprised'),
        ),
    },
    {
      text: 'The princess sighed. "We need a fire that is small and gentle," she said.',
      art: () =>
        kingdom(
          'The princess thinks',
          'sz8',
          'dusk',
          lanterns(170, 0),
          princess(400, 560, 1, 'stand', 'worried'),
        ),
    },
    {
      text: 'Slowly, everyone turned to look at Sizzle.',
      art: () =>
        kingdom(
          'Everyone looks at Sizzle',
          'sz9',
          'dusk',
          bigDragon(160, 560, 0.7, '#d64541', 'surprised', false),
          princess(600, 560, 0.8, 'point', 'happy'),
          sizzle(380, 570, 0.65, 'stand', 'surprised'),
        ),
    },
    {
      text: 'Sizzle took a deep breath. Pff. Her tiny flame lit the first lantern perfectly.',
      art: () =>
        kingdom(
          'Sizzle lights the first lantern',
          'sz10',
          'night',
          lanterns(170, 1),
          sizzle(180, 560, 0.6, 'wave', 'happy'),
          tinyFlame(260, 450),
        ),
    },
    {
      text: 'Pff, pff, pff! One by one, Sizzle lit all one thousand lanterns.',
      art: () =>
        kingdom(
          'Sizzle flies along lighting lanterns',
          'sz11',
          'night',
          lanterns(170, 5),
          sizzle(480, 440, 0.55, 'jump', 'laugh'),
        ),
    },
    {
      text: 'The whole sky glowed gold. "Hooray for Sizzle!" cheered everyone, even the big dragons.',
      art: () =>
        kingdom(
          'Everyone cheers for Sizzle under the glowing lanterns',
          'sz12',
          'night',
          lanterns(170, 7),
          bigDragon(150, 570, 0.65, '#d64541', 'laugh'),
          princess(620, 570, 0.8, 'cheer', 'laugh'),
          sizzle(400, 560, 0.75, 'dance', 'laugh'),
        ),
    },
  ],
};

export const SIZZLE = book;
