/**
 * "Rosa Paints the Rain" (ages 4–7): a grey rainy day turns into a rainbow of a painting, and then
 * a real rainbow.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  animal,
  bird,
  circle,
  cover,
  easel,
  fish,
  flower,
  g,
  landscape,
  page,
  paintPots,
  paintbrush,
  path,
  person,
  place,
  rainbow,
  rect,
  room,
  splat,
  tree,
  umbrella,
  HAIR,
  SKIN,
  type Mood,
  type Part,
  type PersonPose,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Ada Thistlewood';
const ILLUSTRATOR = 'Pim Crayonne';

const rosa = (
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
    skin: SKIN[2],
    hair: HAIR.brown,
    hairStyle: 'long',
    shirt: '#ffd23f',
    pants: '#6c4ab6',
    hat: 'bow',
    hatColor: '#ff5d8f',
  });
const abuela = (
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
    skin: SKIN[3],
    hair: HAIR.grey,
    hairStyle: 'bun',
    shirt: '#e8413c',
    dress: true,
    glasses: true,
  });

/** The painting grows page by page: `stage` 0 (blank) to 5 (finished garden). */
function painting(stage: number): Part {
  const parts: Part[] = [rect(0, 0, 160, 120, '#ffffff')];
  if (stage >= 1) parts.push(rect(0, 0, 160, 120, '#b57bff'));
  if (stage >= 2) {
    parts.push(
      ...[
        [20, 20, '#ff5d5d'],
        [60, 30, '#ff9f43'],
        [110, 16, '#6bcb77'],
        [140, 40, '#4d96ff'],
        [40, 56, '#ffd23f'],
      ].map(([x, y, c]) =>
        path(`M${x} ${y}q5 10 0 13q-5 -3 0 -13Z`, c as string, {
          stroke: c as string,
          strokeWidth: 3,
        }),
      ),
    );
  }
  if (stage >= 3)
    parts.push(
      rect(0, 90, 160, 30, '#6bcb77'),
      g(place(40, 100, 0.25), fish({ x: 0, y: 0, color: '#4d96ff' })),
      g(place(120, 116, 0.22), umbrella({ x: 0, y: 0, color: '#ffd23f' })),
    );
  if (stage >= 4)
    parts.push(
      g(place(130, 92, 0.2), tree(0, 0, 1, 'blossom', 'rosa')),
      g(place(70, 60, 0.3), bird({ x: 0, y: 0, color: '#ff7b29', pose: 'fly' })),
    );
  if (stage >= 5)
    parts.push(
      ...[20, 50, 80, 100, 150].map((x, i) =>
        g(
          place(x, 120, 0.35),
          flower(0, 0, 1, ['#ff5d8f', '#ffd23f', '#ffffff', '#ff9f43', '#4d96ff'][i]!),
        ),
      ),
    );
  return parts.join('');
}

const studio = (
  title: string,
  seed: string,
  windowView: 'rain' | 'day',
  stage: number,
  ...parts: Part[]
) =>
  page(
    W,
    H,
    title,
    room(W, H, {
      wall: '#dfe7f2',
      floor: '#b9794f',
      window: windowView,
      windowX: 500,
      rug: '#ff7bac',
      seed,
    }),
    easel({ x: 380, y: 575, s: 1.65, painting: painting(stage) }),
    ...parts,
  );

const book: PictureBook = {
  idNumber: 'PB-0017',
  kind: 'picture',
  title: 'Rosa Paints the Rain',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Gray sky, gray street, gray everything. Rosa can\u2019t go out to play, so Abuela hands her a box of paints and says, "Then bring the outside in." A bright, joyful story about imagination on a rainy day.',
  interests: ['art', 'weather', 'family'],
  subjects: ['Painting', 'Rain', 'Grandmothers', 'Imagination'],
  ageMin: 4,
  ageMax: 7,
  nonfiction: false,
  publishedDaysAgo: 33,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Rosa Paints the Rain',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#6c4ab6',
      art:
        rect(0, 0, 600, 900, '#b9d3ee') +
        splat(90, 420, 40, '#ff5d8f') +
        splat(500, 380, 34, '#ffd23f') +
        splat(470, 620, 30, '#4d96ff') +
        splat(110, 650, 26, '#6bcb77') +
        rect(0, 780, 600, 120, '#b9794f') +
        paintPots({ x: 440, y: 830, s: 1 }) +
        rosa(240, 840, 1.5, 'reach', 'laugh', false) +
        paintbrush({ x: 320, y: 470, s: 1.2, rotate: 30, color: '#ff5d8f' }),
    }),
  pages: [
    {
      text: 'It was raining. Rosa pressed her nose to the window. "Gray, gray, gray," she sighed.',
      art: () =>
        page(
          W,
          H,
          'Rosa looks out at the rain',
          room(W, H, {
            wall: '#dfe7f2',
            floor: '#b9794f',
            window: 'rain',
            windowX: 400,
            seed: 'rosa1',
          }),
          rosa(430, 570, 1, 'reach', 'sad'),
        ),
    },
    {
      text: '"I can\'t go outside," said Rosa. "There is nothing to do."',
      art: () =>
        page(
          W,
          H,
          'Rosa lies on the rug, bored',
          room(W, H, {
            wall: '#dfe7f2',
            floor: '#b9794f',
            window: 'rain',
            windowX: 500,
            rug: '#ff7bac',
            seed: 'rosa2',
          }),
          rosa(300, 570, 1, 'stand', 'sad'),
          animal({ species: 'dog', x: 520, y: 580, s: 0.6, pose: 'sleep', color: '#e0c09a' }),
        ),
    },
    {
      text: 'Abuela brought a box of paints and a big sheet of paper. "Then bring the outside in," she said.',
      art: () =>
        studio(
          'Abuela gives Rosa a box of paints',
          'rosa3',
          'rain',
          0,
          abuela(560, 570, 0.9, 'hold', 'happy', true),
          paintPots({ x: 560, y: 400, s: 0.6 }),
          rosa(170, 570, 0.95, 'cheer', 'surprised'),
        ),
    },
    {
      text: 'Rosa painted the sky. But she did not paint it gray. She painted it purple!',
      art: () =>
        studio(
          'Rosa paints a purple sky',
          'rosa4',
          'rain',
          1,
          rosa(170, 570, 0.95, 'reach', 'happy'),
          paintPots({ x: 560, y: 570, s: 0.8 }),
        ),
    },
    {
      text: 'She painted raindrops in every color: red and orange and green and blue.',
      art: () =>
        studio(
          'Rosa paints rainbow raindrops',
          'rosa5',
          'rain',
          2,
          rosa(170, 570, 0.95, 'reach', 'laugh'),
          paintPots({ x: 560, y: 570, s: 0.8 }),
        ),
    },
    {
      text: 'She painted a puddle with a fish in it, and a yellow umbrella to keep the fish dry.',
      art: () =>
        studio(
          'Rosa paints a fish and an umbrella',
          'rosa6',
          'rain',
          3,
          rosa(170, 570, 0.95, 'point', 'laugh'),
          paintPots({ x: 560, y: 570, s: 0.8 }),
        ),
    },
    {
      text: 'She painted a tree with pink leaves, and an orange bird as big as a bus.',
      art: () =>
        studio(
          'Rosa paints a pink tree and an orange bird',
          'rosa7',
          'rain',
          4,
          rosa(170, 570, 0.95, 'reach', 'happy'),
          splat(600, 520, 26, '#ff9f43'),
        ),
    },
    {
      text: '"Rain helps everything grow," said Abuela. So Rosa painted a garden bursting with flowers.',
      art: () =>
        studio(
          'Rosa paints a garden full of flowers',
          'rosa8',
          'rain',
          5,
          abuela(600, 570, 0.85, 'point', 'happy', true),
          rosa(160, 570, 0.9, 'reach', 'happy'),
        ),
    },
    {
      text: 'When Rosa looked up, the rain had stopped. The sun was peeking through the clouds.',
      art: () =>
        studio(
          'The rain stops and the sun comes out',
          'rosa9',
          'day',
          5,
          rosa(620, 570, 0.95, 'point', 'surprised', true),
        ),
    },
    {
      text: 'A rainbow stretched across the sky. "The sky copied me!" laughed Rosa.',
      art: () =>
        page(
          W,
          H,
          'A rainbow over the street after the rain',
          landscape({
            w: W,
            h: H,
            sky: 'day',
            seed: 'rosa10',
            horizon: 360,
            clouds: [{ x: 650, y: 100, s: 0.6 }],
          }),
          rainbow(400, 420, 300, 24),
          circle(200, 560, 50, '#8fc9ef', { opacity: 0.7 }),
          rosa(330, 570, 1, 'cheer', 'laugh'),
          abuela(500, 570, 0.85, 'wave', 'happy', true),
        ),
    },
  ],
};

export const ROSA_PAINTS_THE_RAIN = book;
