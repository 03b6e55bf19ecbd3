/**
 * "Kit and the Runaway Kite" (ages 3–7): a windy day, a broken string, a chase across the
 * countryside and a new friend at the end of it.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  animal,
  cover,
  duck,
  ellipse,
  fence,
  kite,
  landscape,
  line,
  page,
  person,
  tree,
  HAIR,
  SKIN,
  type Part,
  type SkyKind,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Kofi Larkspur';
const ILLUSTRATOR = 'Sasha Doodlebrook';

const kit = (
  x: number,
  y: number,
  s: number,
  pose: 'stand' | 'run' | 'point' | 'cheer' | 'wave' | 'reach' | 'hold' = 'stand',
  mood: 'happy' | 'smile' | 'surprised' | 'worried' | 'laugh' | 'determined' = 'smile',
  flip = false,
): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    skin: SKIN[1],
    hair: HAIR.ginger,
    hairStyle: 'ponytail',
    shirt: '#4d96ff',
    pants: '#ffc93c',
  });

const leo = (
  x: number,
  y: number,
  s: number,
  pose: 'stand' | 'run' | 'cheer' | 'reach' | 'wave' | 'hold' = 'stand',
  mood: 'happy' | 'smile' | 'sad' | 'laugh' = 'smile',
  flip = false,
): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    skin: SKIN[6],
    hair: HAIR.black,
    hairStyle: 'curly',
    shirt: '#6bcb77',
    pants: '#3d4a7a',
  });

const windy = () =>
  line('M80 140q40 -20 80 0t80 0M420 90q40 -20 80 0t80 0M560 220q40 -20 80 0t80 0', '#ffffff', 5, {
    opacity: 0.8,
  });

function meadow(title: string, seed: string, skyKind: SkyKind, ...parts: Part[]): string {
  return page(
    W,
    H,
    title,
    landscape({
      w: W,
      h: H,
      sky: skyKind,
      seed,
      horizon: 330,
      clouds: [
        { x: 180, y: 110, s: 0.55 },
        { x: 620, y: 70, s: 0.45 },
      ],
      flowers: 5,
    }),
    windy(),
    ...parts,
  );
}

const book: PictureBook = {
  idNumber: 'PB-0012',
  kind: 'picture',
  title: 'Kit and the Runaway Kite',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Whoosh! Snap! Kit\u2019s brand-new kite breaks free and sails away over the duck pond, past the farm and over the hill. Where will the wind take it... and who will Kit find at the end of the chase?',
  interests: ['weather', 'friendship', 'adventure'],
  subjects: ['Kites', 'Wind', 'Making friends'],
  ageMin: 3,
  ageMax: 7,
  nonfiction: false,
  publishedDaysAgo: 45,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Kit and the Runaway Kite',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#e8413c',
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'noon',
          seed: 'kitc',
          horizon: 640,
          clouds: [{ x: 110, y: 440, s: 0.6 }],
        }) +
        line('M60 360q40 -20 80 0t80 0M380 560q40 -20 80 0t80 0', '#ffffff', 6, { opacity: 0.8 }) +
        kite({ x: 420, y: 390, s: 1.6, color: '#e8413c', toX: -90, toY: 230 }) +
        kit(250, 840, 1.5, 'reach', 'laugh'),
    }),
  pages: [
    {
      text: 'Kit had a brand-new kite. It was red, with a long twirly tail.',
      art: () =>
        meadow(
          'Kit holds her new red kite',
          'kit1',
          'day',
          kit(330, 560, 1.3, 'hold', 'happy'),
          kite({ x: 470, y: 380, s: 1, color: '#e8413c', toX: -120, toY: 80 }),
        ),
    },
    {
      text: '"It\'s windy today," said Dad. "A perfect day for kites!"',
      art: () =>
        meadow(
          'Dad and Kit on a windy hill',
          'kit2',
          'day',
          person({
            x: 280,
            y: 560,
            s: 1,
            grown: true,
            skin: SKIN[1],
            hair: HAIR.ginger,
            hairStyle: 'short',
            shirt: '#b57bff',
            pose: 'point',
            mood: 'happy',
            glasses: true,
          }),
          kit(470, 560, 1.1, 'cheer', 'happy'),
        ),
    },
    {
      text: 'Whoosh! The wind grabbed the kite, and up it went.',
      art: () =>
        meadow(
          'The wind lifts the kite into the air',
          'kit3',
          'noon',
          kite({ x: 520, y: 180, s: 1, color: '#e8413c', toX: -180, toY: 300 }),
          kit(320, 560, 1.1, 'reach', 'laugh'),
        ),
    },
    {
      text: 'Higher and higher it flew. Then SNAP! The string broke.',
      art: () =>
        meadow(
          'The kite string snaps',
          'kit4',
          'noon',
          kite({ x: 600, y: 120, s: 0.8, color: '#e8413c', toX: -60, toY: 80, rotate: 20 }),
          line('M330 420Q380 380 420 400', '#ffffff', 3),
          kit(320, 560, 1.1, 'stand', 'surprised'),
        ),
    },
    {
      text: '"Come back!" cried Kit, and she ran after it as fast as she could.',
      art: () =>
        meadow(
          'Kit runs after her kite',
          'kit5',
          'day',
          kite({ x: 680, y: 150, s: 0.7, color: '#e8413c', toX: 40, toY: 60, rotate: 15 }),
          kit(350, 570, 1.1, 'run', 'determined'),
        ),
    },
    {
      text: 'The kite flew over the duck pond. "Quack, it went that way!" said the ducks.',
      art: () =>
        meadow(
          'Ducks point Kit towards the kite',
          'kit6',
          'day',
          ellipse(400, 520, 280, 60, '#5ab8f0'),
          duck({ x: 340, y: 530, s: 0.9, swimming: true, mood: 'happy' }),
          duck({ x: 470, y: 535, s: 0.7, swimming: true, mood: 'happy', flip: true }),
          kite({ x: 700, y: 140, s: 0.6, color: '#e8413c', toX: 40, toY: 60 }),
          kit(130, 580, 0.9, 'run', 'determined'),
        ),
    },
    {
      text: 'It flew past the farm. "Maa, it went that way!" said the goat.',
      art: () =>
        meadow(
          'A goat by the fence points the way',
          'kit7',
          'day',
          fence(0, 800, 520),
          animal({ species: 'goat', x: 430, y: 560, s: 0.8, pose: 'wave', mood: 'happy' }),
          kite({ x: 120, y: 130, s: 0.6, color: '#e8413c', toX: 40, toY: 60 }),
          kit(650, 580, 0.9, 'run', 'determined', true),
        ),
    },
    {
      text: 'Over the hill it went, until it landed at the very top of a tall tree.',
      art: () =>
        meadow(
          'The kite is stuck at the top of a tall tree',
          'kit8',
          'morning',
          tree(480, 560, 1.8, 'round', 'kit8'),
          kite({ x: 470, y: 150, s: 0.6, color: '#e8413c', toX: -30, toY: 60, rotate: -30 }),
          kit(220, 570, 0.9, 'point', 'worried'),
        ),
    },
    {
      text: 'Under the tree sat a boy named Leo. His own little kite would not fly at all.',
      art: () =>
        meadow(
          'Leo sits sadly under the tree with a small kite',
          'kit9',
          'morning',
          tree(480, 560, 1.8, 'round', 'kit9'),
          kite({ x: 470, y: 150, s: 0.6, color: '#e8413c', toX: -30, toY: 60, rotate: -30 }),
          kite({ x: 600, y: 500, s: 0.5, color: '#ffd23f', toX: -40, toY: 40, rotate: 70 }),
          leo(520, 570, 0.9, 'stand', 'sad'),
          kit(250, 570, 0.9, 'wave', 'smile'),
        ),
    },
    {
      text: 'Leo was a good climber. He reached up and passed the red kite down to Kit.',
      art: () =>
        meadow(
          'Leo climbs the tree and hands down the kite',
          'kit10',
          'day',
          tree(450, 560, 1.8, 'round', 'kit10'),
          leo(450, 360, 0.8, 'reach', 'happy'),
          kite({ x: 520, y: 200, s: 0.5, color: '#e8413c', toX: -20, toY: 40 }),
          kit(260, 570, 0.9, 'reach', 'happy'),
        ),
    },
    {
      text: 'Kit tied her kite to Leo\'s string. "Let\'s fly it together!" she said.',
      art: () =>
        meadow(
          'Kit and Leo tie the kite together',
          'kit11',
          'day',
          kit(320, 560, 1, 'hold', 'happy'),
          leo(470, 560, 1, 'hold', 'happy', true),
          kite({ x: 400, y: 330, s: 0.8, color: '#e8413c', toX: 0, toY: 100 }),
        ),
    },
    {
      text: 'The red kite danced in the wind. Two new friends ran and laughed until the sun went down.',
      art: () =>
        meadow(
          'Kit and Leo fly the kite at sunset',
          'kit12',
          'sunset',
          kite({ x: 560, y: 130, s: 0.9, color: '#e8413c', toX: -160, toY: 300 }),
          kite({ x: 280, y: 180, s: 0.6, color: '#ffd23f', toX: 80, toY: 250 }),
          kit(330, 570, 0.95, 'reach', 'laugh'),
          leo(460, 570, 0.95, 'run', 'laugh', true),
        ),
    },
  ],
};

export const KIT_AND_THE_KITE = book;
