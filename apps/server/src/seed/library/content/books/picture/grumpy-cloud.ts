/**
 * "Grumpy Cloud" (ages 3–6): a cloud in a bad mood rains on everyone, and finds out that rain is
 * a gift. A story about big feelings.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  cloud,
  cover,
  ellipse,
  flower,
  frog,
  landscape,
  line,
  objectFace,
  page,
  person,
  rain,
  rainbow,
  sky,
  sun,
  HAIR,
  SKIN,
  type Mood,
  type Part,
  type SkyKind,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Juniper Vale';
const ILLUSTRATOR = 'Theo Marbleton';

const GREY = '#9aa6bc';
const grumpy = (x: number, y: number, s: number, mood: Mood, color = GREY): Part =>
  cloud(x, y, s, color, mood);

function facedFlower(x: number, y: number, s: number, color: string, mood: Mood): Part {
  return flower(x, y, s, color) + objectFace(x, y - 60 * s, s * 0.5, mood);
}

const girl = (x: number, y: number, s: number, mood: Mood = 'laugh'): Part =>
  person({
    x,
    y,
    s,
    mood,
    pose: 'cheer',
    skin: SKIN[5],
    hair: HAIR.black,
    hairStyle: 'afro',
    shirt: '#ffd23f',
    pants: '#4d96ff',
    shoes: '#e8413c',
  });

const field = (title: string, seed: string, skyKind: SkyKind, ...parts: Part[]) =>
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
      flowers: skyKind === 'storm' ? 0 : 4,
    }),
    ...parts,
  );

const book: PictureBook = {
  idNumber: 'PB-0019',
  kind: 'picture',
  title: 'Grumpy Cloud',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Cloud woke up grumpy, and the grumpier Cloud got, the darker and rainier the day became. But the flowers, the frogs and one little girl in red boots think rain is wonderful. A gentle story about big feelings and how they change.',
  interests: ['weather', 'feelings'],
  subjects: ['Clouds', 'Rain', 'Feelings', 'Rainbows'],
  ageMin: 3,
  ageMax: 6,
  nonfiction: false,
  publishedDaysAgo: 2,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Grumpy Cloud',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#3a4a6b',
      art:
        sky(600, 900, 'grey') +
        rainbow(300, 900, 280, 22) +
        grumpy(300, 480, 2.3, 'determined', '#8c99b3') +
        rain(120, 560, 360, 200, 'gcc', '#dff3ff') +
        frog({ x: 140, y: 850, s: 0.8, mood: 'laugh' }) +
        facedFlower(470, 860, 1.4, '#ff7bac', 'happy'),
    }),
  pages: [
    {
      text: 'Cloud woke up grumpy. "Harrumph," said Cloud.',
      art: () =>
        field(
          'Cloud wakes up grumpy',
          'gc1',
          'day',
          grumpy(400, 180, 1.5, 'determined', '#e1e6ef'),
        ),
    },
    {
      text: 'The sun was shining and the birds were singing. Cloud did not care one bit.',
      art: () =>
        field(
          'The sun shines next to grumpy Cloud',
          'gc2',
          'day',
          sun(640, 120, 60, 'happy'),
          grumpy(300, 170, 1.3, 'determined', '#d5dbe6'),
        ),
    },
    {
      text: 'Cloud grew darker and darker. "Leave me alone!" Cloud rumbled.',
      art: () =>
        field(
          'Cloud grows dark and rumbles',
          'gc3',
          'storm',
          grumpy(400, 180, 1.9, 'roar'),
          line('M250 300l-20 40h20l-20 40M560 300l-20 40h20l-20 40', '#ffe066', 6),
        ),
    },
    {
      text: 'Down came the rain. Splish, splash, splosh!',
      art: () =>
        field(
          'Rain pours down from Cloud',
          'gc4',
          'storm',
          grumpy(400, 170, 1.9, 'sad'),
          rain(150, 250, 500, 330, 'gc4'),
        ),
    },
    {
      text: 'Everyone ran inside. "See?" said Cloud. "Nobody likes me."',
      art: () =>
        field(
          'Everyone runs inside from the rain',
          'gc5',
          'storm',
          grumpy(400, 170, 1.8, 'sad'),
          rain(150, 250, 500, 330, 'gc5'),
          person({
            x: 620,
            y: 560,
            s: 0.7,
            grown: true,
            skin: SKIN[1],
            hair: HAIR.brown,
            hairStyle: 'short',
            shirt: '#4d96ff',
            pose: 'run',
            mood: 'surprised',
            flip: true,
          }),
        ),
    },
    {
      text: 'But the flowers lifted their faces. "Thank you, Cloud!" they called. "We were so thirsty!"',
      art: () =>
        field(
          'Flowers smile up at the rain',
          'gc6',
          'grey',
          grumpy(400, 150, 1.5, 'surprised'),
          rain(180, 220, 440, 220, 'gc6'),
          facedFlower(200, 560, 1.6, '#ff7bac', 'happy'),
          facedFlower(400, 570, 1.8, '#ffd23f', 'laugh'),
          facedFlower(600, 560, 1.5, '#b57bff', 'happy'),
        ),
    },
    {
      text: 'The frogs hopped into the puddles. "Hooray for Cloud!" they croaked.',
      art: () =>
        field(
          'Frogs jump in the puddles',
          'gc7',
          'grey',
          grumpy(400, 150, 1.5, 'surprised'),
          rain(180, 220, 440, 200, 'gc7'),
          ellipse(280, 540, 130, 28, '#8fc9ef'),
          ellipse(560, 550, 110, 24, '#8fc9ef'),
          frog({ x: 280, y: 530, s: 0.8, jump: true, mood: 'laugh' }),
          frog({ x: 560, y: 545, s: 0.7, mood: 'happy' }),
        ),
    },
    {
      text: 'A little girl in red boots splashed and twirled and laughed.',
      art: () =>
        field(
          'A girl in red boots splashes in puddles',
          'gc8',
          'grey',
          grumpy(400, 150, 1.5, 'smile'),
          rain(180, 220, 440, 180, 'gc8'),
          ellipse(400, 560, 150, 28, '#8fc9ef'),
          girl(400, 560, 1),
        ),
    },
    {
      text: 'Cloud felt something strange and warm inside. It felt a bit like... happy.',
      art: () =>
        field('Cloud starts to smile', 'gc9', 'grey', grumpy(400, 200, 1.9, 'happy', '#c9d3e4')),
    },
    {
      text: 'Sun peeked out from behind Cloud and gave her a warm, golden hug.',
      art: () =>
        field(
          'The sun hugs Cloud',
          'gc10',
          'day',
          sun(470, 170, 70, 'happy'),
          grumpy(360, 210, 1.6, 'laugh', '#eef2f8'),
        ),
    },
    {
      text: 'Together they made a rainbow that stretched across the whole sky.',
      art: () =>
        field(
          'Sun and Cloud make a rainbow',
          'gc11',
          'day',
          rainbow(400, 460, 340, 26),
          sun(110, 110, 50, 'happy'),
          grumpy(680, 130, 1.1, 'laugh', '#ffffff'),
          girl(400, 570, 0.8),
        ),
    },
    {
      text: '"Maybe," said Cloud, "a grumpy day can turn into a rainbow day."',
      art: () =>
        field(
          'Cloud smiles over the rainbow',
          'gc12',
          'day',
          rainbow(400, 520, 300, 22),
          grumpy(400, 190, 1.7, 'happy', '#ffffff'),
          frog({ x: 160, y: 570, s: 0.6, mood: 'happy' }),
          facedFlower(640, 580, 1.2, '#ff7bac', 'happy'),
        ),
    },
  ],
};

export const GRUMPY_CLOUD = book;
