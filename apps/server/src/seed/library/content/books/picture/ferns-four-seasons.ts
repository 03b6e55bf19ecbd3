/**
 * "Fern's Four Seasons" (ages 3–7): a girl and her favorite tree through one whole year.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  animal,
  bird,
  circle,
  cover,
  ellipse,
  flower,
  g,
  landscape,
  leaves,
  line,
  page,
  path,
  person,
  place,
  rect,
  snow,
  snowman,
  tree,
  HAIR,
  SKIN,
  type Mood,
  type Part,
  type PersonPose,
  type SkyKind,
  type TreeKind,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Marigold Fenwick';
const ILLUSTRATOR = 'Sasha Doodlebrook';

type Season = 'spring' | 'summer' | 'autumn' | 'winter';

const fern = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'happy',
  season: Season = 'spring',
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
    hair: HAIR.brown,
    hairStyle: 'curly',
    shirt:
      season === 'winter'
        ? '#e8413c'
        : season === 'autumn'
          ? '#ff9f43'
          : season === 'summer'
            ? '#ffd23f'
            : '#6bcb77',
    pants: '#3d4a7a',
    hat: season === 'winter' ? 'nightcap' : undefined,
    hatColor: '#4d96ff',
  });

function oak(season: Season, x = 500, y = 540, s = 1.6): Part {
  const kind: TreeKind =
    season === 'spring'
      ? 'blossom'
      : season === 'summer'
        ? 'round'
        : season === 'autumn'
          ? 'autumn'
          : 'snowy';
  if (season === 'winter') {
    return (
      tree(x, y, s, 'bare', 'oak') +
      path(`M${x - 70} ${y - 230}q30 -12 60 0M${x + 20} ${y - 300}q30 -12 60 0`, 'none', {
        stroke: '#ffffff',
        strokeWidth: 10,
        strokeLinecap: 'round',
      })
    );
  }
  return tree(x, y, s, kind, 'oak');
}

function scene(title: string, season: Season, seed: string, ...parts: Part[]): string {
  const skyKind: SkyKind =
    season === 'winter'
      ? 'snow'
      : season === 'autumn'
        ? 'morning'
        : season === 'summer'
          ? 'noon'
          : 'day';
  const hills =
    season === 'winter'
      ? ['#e8f1fb', '#ffffff']
      : season === 'autumn'
        ? ['#e0c07a', '#c9a65e', '#b8954f']
        : season === 'summer'
          ? ['#9ad66f', '#6cc46a', '#52b25a']
          : ['#bfe59a', '#94d06f', '#7cc262'];
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
      hills,
      sun: season === 'winter' ? undefined : { x: 120, y: 100, r: 40 },
      flowers: season === 'spring' || season === 'summer' ? 6 : 0,
      clouds: season === 'winter' ? [{ x: 600, y: 90, s: 0.8, color: '#eef2f8' }] : [],
    }),
    season === 'winter' ? snow(0, 0, W, H, seed) : '',
    ...parts,
  );
}

const swing = (x: number, y: number) =>
  line(`M${x - 40} ${y - 260}V${y - 30}M${x + 40} ${y - 260}V${y - 30}`, '#8a5a3b', 4) +
  rect(x - 50, y - 34, 100, 12, '#a0673d', { rx: 5 });

const book: PictureBook = {
  idNumber: 'PB-0015',
  kind: 'picture',
  title: "Fern's Four Seasons",
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Fern visits Old Oak, the big tree at the top of the hill, all year round. Blossom and birds in spring, shade and swings in summer, crunchy leaves in autumn, snow in winter... and then, spring again.',
  interests: ['seasons', 'nature'],
  subjects: ['Seasons', 'Trees', 'Nature', 'Year'],
  ageMin: 3,
  ageMax: 7,
  nonfiction: false,
  publishedDaysAgo: 300,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: "Fern's Four Seasons",
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#2f8f5b',
      art:
        // Four quarters, one per season, behind one big tree.
        rect(0, 0, 300, 450, '#bfe8ff') +
        rect(300, 0, 300, 450, '#8fd3ff') +
        rect(0, 450, 300, 450, '#ffd9a8') +
        rect(300, 450, 300, 450, '#dcecff') +
        snow(300, 450, 300, 450, 'fernc') +
        leaves(0, 500, 300, 300, 'fernc', 8) +
        path('M0 780Q300 730 600 780V900H0Z', '#7cc262') +
        g(place(300, 800, 1.9), tree(0, 0, 1, 'round', 'fernc')) +
        circle(230, 450, 20, '#ffb3c8') +
        circle(380, 400, 18, '#ffb3c8') +
        circle(200, 520, 14, '#f08a24') +
        circle(420, 520, 16, '#ffffff') +
        fern(170, 860, 1.1, 'wave', 'happy', 'summer'),
    }),
  pages: [
    {
      text: 'At the top of the hill stands Old Oak, the biggest tree Fern has ever seen.',
      art: () =>
        scene(
          'Fern looks up at Old Oak on the hill',
          'spring',
          'fern1',
          oak('spring'),
          fern(230, 560, 0.9, 'point', 'happy', 'spring'),
        ),
    },
    {
      text: 'In spring, Old Oak is covered in soft pink blossom. Fern counts the petals as they fall.',
      art: () =>
        scene(
          'Pink blossom falls from the tree',
          'spring',
          'fern2',
          oak('spring'),
          ...[
            [200, 200],
            [260, 300],
            [320, 240],
            [180, 380],
          ].map(([x, y]) => circle(x!, y!, 6, '#ffb3c8')),
          fern(250, 570, 0.9, 'reach', 'laugh', 'spring'),
        ),
    },
    {
      text: 'Two robins build a nest in the branches. Soon there are three blue eggs inside.',
      art: () =>
        scene(
          'Robins build a nest in the tree',
          'spring',
          'fern3',
          oak('spring'),
          ellipse(520, 330, 40, 16, '#8a5a3b'),
          ellipse(510, 322, 9, 7, '#8fd3ff'),
          ellipse(528, 322, 9, 7, '#8fd3ff'),
          bird({ x: 450, y: 330, s: 0.6, color: '#8a5a3b', breast: '#ff7b29' }),
          bird({
            x: 600,
            y: 320,
            s: 0.6,
            color: '#8a5a3b',
            breast: '#ff7b29',
            flip: true,
            pose: 'sing',
          }),
          fern(220, 570, 0.85, 'point', 'surprised', 'spring'),
        ),
    },
    {
      text: 'In summer, Old Oak is thick and green. Its shade is the coolest place on the hot, sunny hill.',
      art: () =>
        scene(
          'Fern has a picnic in the shade',
          'summer',
          'fern4',
          oak('summer'),
          ellipse(470, 560, 150, 30, '#ff7b9c'),
          fern(440, 560, 0.9, 'stand', 'happy', 'summer'),
          animal({ species: 'dog', x: 580, y: 570, s: 0.5, pose: 'sleep' }),
        ),
    },
    {
      text: 'Fern swings from the lowest branch. Up to the leaves, down to the grass, up to the leaves again.',
      art: () =>
        scene(
          'Fern on a swing hanging from the tree',
          'summer',
          'fern5',
          oak('summer', 460),
          swing(380, 560),
          fern(380, 530, 0.8, 'cheer', 'laugh', 'summer'),
        ),
    },
    {
      text: 'In autumn, Old Oak turns orange and gold and red. The leaves float down like tiny boats.',
      art: () =>
        scene(
          'Autumn leaves fall from the tree',
          'autumn',
          'fern6',
          oak('autumn'),
          leaves(100, 150, 600, 400, 'fern6', 14),
          fern(230, 570, 0.9, 'reach', 'happy', 'autumn'),
        ),
    },
    {
      text: 'Fern rakes the leaves into a giant pile. Then she jumps right in. Crunch!',
      art: () =>
        scene(
          'Fern jumps into a big pile of leaves',
          'autumn',
          'fern7',
          oak('autumn', 600),
          leaves(150, 460, 400, 100, 'fern7a', 30),
          path('M150 560Q350 420 550 560Z', '#e4572e'),
          leaves(170, 480, 360, 70, 'fern7b', 26),
          fern(350, 470, 0.8, 'cheer', 'laugh', 'autumn'),
        ),
    },
    {
      text: "A squirrel hides acorns under Old Oak's roots, saving them for the cold days ahead.",
      art: () =>
        scene(
          'A squirrel buries acorns under the tree',
          'autumn',
          'fern8',
          oak('autumn'),
          animal({
            species: 'squirrel',
            x: 360,
            y: 570,
            s: 0.45,
            pose: 'hold',
            mood: 'happy',
            holding: ellipse(0, -84, 12, 14, '#a0673d') + ellipse(0, -96, 13, 6, '#6b3f23'),
          }),
          ...[
            [300, 560],
            [420, 565],
            [440, 548],
          ].map(
            ([x, y]) => ellipse(x!, y!, 10, 12, '#a0673d') + ellipse(x!, y! - 10, 11, 5, '#6b3f23'),
          ),
          fern(170, 570, 0.85, 'point', 'surprised', 'autumn'),
        ),
    },
    {
      text: 'In winter, Old Oak is bare and quiet. Snow sits on its branches like thick white frosting.',
      art: () =>
        scene(
          'Snow on the bare branches of the tree',
          'winter',
          'fern9',
          oak('winter'),
          fern(230, 570, 0.9, 'stand', 'smile', 'winter'),
        ),
    },
    {
      text: 'Fern builds a snowman to keep Old Oak company. She gives him her spare scarf.',
      art: () =>
        scene(
          'Fern builds a snowman next to the tree',
          'winter',
          'fern10',
          oak('winter', 560),
          snowman({ x: 360, y: 570, s: 0.8, scarf: '#4d96ff' }),
          fern(200, 570, 0.85, 'wave', 'happy', 'winter'),
        ),
    },
    {
      text: '"Are you sleeping, Old Oak?" Fern whispers. "I\'ll be back when it\'s warm."',
      art: () =>
        scene(
          'Fern hugs the snowy tree',
          'winter',
          'fern11',
          oak('winter', 420, 560, 1.8),
          fern(330, 570, 0.9, 'hold', 'sleepy', 'winter'),
        ),
    },
    {
      text: 'And then one morning, tiny green buds appear. Old Oak is waking up. Spring is here again!',
      art: () =>
        scene(
          'Green buds and flowers: spring has come back',
          'spring',
          'fern12',
          oak('spring'),
          flower(160, 580, 1, '#ff7bac'),
          flower(660, 585, 0.9, '#ffd23f'),
          bird({ x: 420, y: 250, s: 0.5, color: '#8a5a3b', breast: '#ff7b29', pose: 'fly' }),
          fern(260, 570, 0.9, 'cheer', 'laugh', 'spring'),
        ),
    },
  ],
};

export const FERNS_FOUR_SEASONS = book;
