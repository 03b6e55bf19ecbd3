/**
 * "Hooray for Snow!" (ages 3–6): a snow day with snow angels, a snowman, sledding and cocoa.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  circle,
  cover,
  ellipse,
  g,
  house,
  landscape,
  line,
  page,
  path,
  person,
  place,
  rect,
  room,
  snow,
  snowman,
  HAIR,
  SKIN,
  type Mood,
  type Part,
  type PersonPose,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Hazel Quillby';
const ILLUSTRATOR = 'Theo Marbleton';

const omar = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'happy',
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
    skin: SKIN[3],
    hair: HAIR.black,
    hairStyle: 'short',
    shirt: '#e8413c',
    pants: '#3d4a7a',
    hat: 'nightcap',
    hatColor: '#4d96ff',
  });
const zara = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'happy',
  flip = false,
): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    skin: SKIN[3],
    hair: '#ff9f43',
    hairStyle: 'hijab',
    shirt: '#6bcb77',
    pants: '#6c4ab6',
  });
const mom = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'happy',
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
    skin: SKIN[3],
    hair: HAIR.black,
    hairStyle: 'long',
    shirt: '#b57bff',
    hat: 'nightcap',
    hatColor: '#ffd23f',
  });

const snowball = (x: number, y: number, r: number) =>
  circle(x, y, r, '#ffffff', { stroke: '#d8e6f5', strokeWidth: 3 });

function sled(x: number, y: number, s: number, rot = 0): Part {
  return g(
    place(x, y, s, false, rot),
    rect(-90, -30, 180, 22, '#e8413c', { rx: 10 }),
    line('M-90 0H90Q110 0 110 -20', '#8a8fa3', 6),
    line('M-60 -8V0M60 -8V0', '#8a8fa3', 5),
  );
}

const outside = (title: string, seed: string, ...parts: Part[]) =>
  page(
    W,
    H,
    title,
    landscape({
      w: W,
      h: H,
      sky: 'snow',
      seed,
      horizon: 330,
      trees: [
        { x: 90, s: 0.8, kind: 'snowy' },
        { x: 720, s: 0.9, kind: 'snowy' },
      ],
    }),
    snow(0, 0, W, H, seed),
    ...parts,
  );

const book: PictureBook = {
  idNumber: 'PB-0023',
  kind: 'picture',
  title: 'Hooray for Snow!',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Everything outside is white! Omar and Zara pull on their boots for the best snow day ever: snow angels, a snowman with a carrot nose, a whizzing sled ride, a surprise snowball fight and hot cocoa to finish.',
  interests: ['seasons', 'weather', 'family'],
  subjects: ['Snow', 'Winter', 'Siblings', 'Outdoor play'],
  ageMin: 3,
  ageMax: 6,
  nonfiction: false,
  publishedDaysAgo: 330,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Hooray for Snow!',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#2f6fd1',
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'snow',
          seed: 'hfsc',
          horizon: 620,
          trees: [{ x: 90, s: 1, kind: 'snowy' }],
        }) +
        snow(0, 0, 600, 900, 'hfsc') +
        snowman({ x: 440, y: 820, s: 1.05, scarf: '#e8413c' }) +
        omar(210, 860, 1.35, 'cheer', 'laugh'),
    }),
  pages: [
    {
      text: 'Omar wakes up and looks outside. Everything is white! Hooray for snow!',
      art: () =>
        page(
          W,
          H,
          'Omar sees snow from his window',
          room(W, H, {
            wall: '#e6f0ff',
            floor: '#c98b55',
            window: 'snow',
            windowX: 420,
            seed: 'hfs1',
          }),
          omar(380, 570, 1, 'cheer', 'surprised'),
        ),
    },
    {
      text: 'He wakes up his sister, Zara. "Snow day!" they shout together.',
      art: () =>
        page(
          W,
          H,
          'Omar and Zara cheer for a snow day',
          room(W, H, {
            wall: '#e6f0ff',
            floor: '#c98b55',
            window: 'snow',
            windowX: 520,
            rug: '#ff7bac',
            seed: 'hfs2',
          }),
          omar(280, 570, 1, 'cheer', 'laugh'),
          zara(440, 570, 1, 'cheer', 'laugh', true),
        ),
    },
    {
      text: 'Boots, coats, hats and mittens on. Now they are ready!',
      art: () =>
        outside(
          'Omar and Zara in their snow clothes',
          'hfs3',
          house(620, 440, 0.6, { lit: true, chimneySmoke: true }),
          omar(280, 560, 1, 'wave', 'happy'),
          zara(420, 560, 1, 'wave', 'happy'),
        ),
    },
    {
      text: 'Crunch, crunch, crunch. Their boots make deep footprints in the snow.',
      art: () =>
        outside(
          'Footprints in the snow',
          'hfs4',
          ...[0, 1, 2, 3, 4].map((i) =>
            ellipse(180 + i * 70, 560 - (i % 2) * 16, 14, 20, '#d8e6f5'),
          ),
          omar(560, 560, 0.9, 'walk', 'happy'),
          zara(660, 560, 0.9, 'walk', 'happy'),
        ),
    },
    {
      text: 'Zara lies down and flaps her arms and legs. She makes a snow angel!',
      art: () =>
        outside(
          'Zara makes a snow angel',
          'hfs5',
          path(
            'M400 470Q300 380 280 470Q300 540 340 520L320 580H480L460 520Q500 540 520 470Q500 380 400 470Z',
            '#d8e6f5',
          ),
          zara(400, 540, 0.8, 'cheer', 'laugh'),
          omar(640, 560, 0.85, 'point', 'laugh'),
        ),
    },
    {
      text: 'Omar rolls a snowball. It gets bigger and bigger and BIGGER.',
      art: () =>
        outside(
          'Omar rolls a giant snowball',
          'hfs6',
          snowball(460, 480, 90),
          omar(280, 560, 0.95, 'reach', 'determined'),
        ),
    },
    {
      text: 'Together they build a snowman with a carrot nose and a big smile.',
      art: () =>
        outside(
          'Omar and Zara build a snowman',
          'hfs7',
          snowman({ x: 400, y: 570, s: 1, scarf: '#6bcb77' }),
          omar(220, 570, 0.85, 'cheer', 'happy'),
          zara(590, 570, 0.85, 'wave', 'happy', true),
        ),
    },
    {
      text: 'Whee! Down the hill they whizz on a bright red sled.',
      art: () =>
        page(
          W,
          H,
          'Omar and Zara sled down the hill',
          landscape({ w: W, h: H, sky: 'snow', seed: 'hfs8', horizon: 300 }),
          path('M0 300L800 560V600H0Z', '#ffffff'),
          snow(0, 0, W, H, 'hfs8'),
          g(
            { transform: 'rotate(18 400 420)' },
            omar(360, 420, 0.6, 'cheer', 'laugh'),
            zara(440, 420, 0.6, 'cheer', 'laugh'),
            sled(400, 440, 0.9),
          ),
        ),
    },
    {
      text: 'Whoops! The sled tips over, and they tumble into a soft pile of snow.',
      art: () =>
        outside(
          'The sled tips over into the snow',
          'hfs9',
          sled(560, 560, 0.9, 160),
          circle(380, 540, 110, '#ffffff'),
          omar(320, 520, 0.7, 'cheer', 'laugh', false),
          zara(440, 520, 0.7, 'cheer', 'laugh', true),
          circle(380, 560, 100, '#ffffff'),
        ),
    },
    {
      text: "Splat! Mom throws a snowball. It's a snowball fight!",
      art: () =>
        outside(
          'Mom starts a snowball fight',
          'hfs10',
          mom(600, 560, 0.85, 'point', 'laugh', true),
          snowball(420, 330, 18),
          line('M440 330h40M440 345h30', '#ffffff', 4),
          omar(230, 560, 0.9, 'cheer', 'surprised'),
          snowball(300, 400, 14),
        ),
    },
    {
      text: 'Their cheeks are pink and their noses are cold. Time to go inside.',
      art: () =>
        outside(
          'Walking home in the snow',
          'hfs11',
          house(600, 470, 0.8, { lit: true, chimneySmoke: true }),
          mom(360, 560, 0.8, 'walk', 'happy'),
          omar(240, 560, 0.75, 'walk', 'sleepy'),
          zara(470, 560, 0.75, 'walk', 'happy'),
        ),
    },
    {
      text: 'Warm socks, hot cocoa and a window full of snowflakes. Hooray for snow!',
      art: () =>
        page(
          W,
          H,
          'Hot cocoa by the window',
          room(W, H, {
            wall: '#fff0d6',
            floor: '#c98b55',
            window: 'snow',
            windowX: 500,
            rug: '#e8413c',
            seed: 'hfs12',
          }),
          rect(220, 470, 280, 26, '#b9794f', { rx: 10 }),
          ...[300, 420].map(
            (x) =>
              rect(x - 20, 430, 40, 40, '#ffffff', { rx: 8 }) +
              ellipse(x, 432, 18, 5, '#8a5a3b') +
              line(`M${x - 4} 420q-8 -12 0 -24`, '#ffffff', 4),
          ),
          omar(190, 570, 0.8, 'stand', 'happy'),
          zara(560, 570, 0.8, 'stand', 'happy', true),
        ),
    },
  ],
};

export const HOORAY_FOR_SNOW = book;
