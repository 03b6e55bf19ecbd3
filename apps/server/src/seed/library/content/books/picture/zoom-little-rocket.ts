/**
 * "Zoom, Little Rocket!" (ages 3–6): a small rocket's first trip to the Moon, Mars, Jupiter and
 * Saturn, with real (simple) facts on the way.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  bird,
  circle,
  cloud,
  cover,
  ellipse,
  g,
  landscape,
  line,
  objectFace,
  page,
  path,
  place,
  planet,
  rect,
  rocket,
  sky,
  stars,
  water,
  person,
  HAIR,
  SKIN,
  type Mood,
  type Part,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Otis Pennywhistle';
const ILLUSTRATOR = 'Pim Crayonne';

/** Little Rocket: white and red, with a face in her round window. */
const littleRocket = (
  x: number,
  y: number,
  s: number,
  mood: Mood = 'happy',
  rotate = 0,
  flame = true,
): Part =>
  rocket({
    x,
    y,
    s,
    rotate,
    flame,
    color: '#ffffff',
    trim: '#ff5d8f',
    pilot: objectFace(0, -40, 2.4, mood),
  });

const space = (title: string, seed: string, ...parts: Part[]) =>
  page(W, H, title, sky(W, H, 'space'), stars(0, 0, W, H, 60, seed), ...parts);

function earth(x: number, y: number, r: number): Part {
  return (
    planet(x, y, r, '#3b82f6') +
    path(
      `M${x - r * 0.5} ${y - r * 0.5}q${r * 0.3} ${-r * 0.2} ${r * 0.5} ${r * 0.1}q${r * 0.1} ${r * 0.4} ${-r * 0.2} ${r * 0.5}q${-r * 0.4} ${r * 0.1} ${-r * 0.3} ${-r * 0.6}Z`,
      '#4cb963',
    ) +
    path(
      `M${x + r * 0.2} ${y + r * 0.1}q${r * 0.4} ${-r * 0.1} ${r * 0.5} ${r * 0.3}q${-r * 0.1} ${r * 0.4} ${-r * 0.4} ${r * 0.3}Z`,
      '#4cb963',
    ) +
    ellipse(x - r * 0.1, y - r * 0.1, r * 0.5, r * 0.12, '#ffffff', { opacity: 0.7 })
  );
}

function grayMoon(x: number, y: number, r: number): Part {
  return (
    planet(x, y, r, '#b9b8c6') +
    circle(x - r * 0.3, y - r * 0.2, r * 0.18, '#9a98a8') +
    circle(x + r * 0.35, y + r * 0.25, r * 0.22, '#9a98a8') +
    circle(x + r * 0.1, y - r * 0.5, r * 0.1, '#9a98a8') +
    circle(x - r * 0.45, y + r * 0.45, r * 0.12, '#9a98a8')
  );
}

function mars(x: number, y: number, r: number): Part {
  return (
    planet(x, y, r, '#e0603a') +
    path(
      `M${x - r * 0.3} ${y + r * 0.1}l${r * 0.3} ${-r * 0.35}l${r * 0.3} ${r * 0.35}Z`,
      '#b8452a',
    ) +
    ellipse(x, y - r * 0.88, r * 0.3, r * 0.08, '#ffffff')
  );
}

function jupiter(x: number, y: number, r: number): Part {
  const bands = [-0.55, -0.25, 0.05, 0.35, 0.6].map((k, i) =>
    path(
      `M${x - r * 0.98} ${y + k * r}Q${x} ${y + k * r + r * 0.08} ${x + r * 0.98} ${y + k * r}`,
      'none',
      { stroke: i % 2 ? '#c98b55' : '#f3d9a4', strokeWidth: r * 0.12, strokeLinecap: 'round' },
    ),
  );
  return (
    planet(x, y, r, '#e3b27a') +
    bands.join('') +
    ellipse(x + r * 0.35, y + r * 0.28, r * 0.2, r * 0.12, '#d2553a')
  );
}

function comet(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    path('M0 0L-300 -90L-290 -60Z', '#bfeaff', { opacity: 0.5 }),
    path('M0 0L-260 -20L-250 6Z', '#ffffff', { opacity: 0.45 }),
    circle(0, 0, 22, '#e6fbff'),
    circle(0, 0, 12, '#ffffff'),
  );
}

const book: PictureBook = {
  idNumber: 'PB-0014',
  kind: 'picture',
  title: 'Zoom, Little Rocket!',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Three, two, one... blast off! Little Rocket wants to see space, so up she zooms to say hello to the dusty Moon, red Mars, giant Jupiter and ringed Saturn, before splashing down safely at home.',
  interests: ['space', 'vehicles', 'science', 'adventure'],
  subjects: ['Rockets', 'Planets', 'Solar system'],
  ageMin: 3,
  ageMax: 6,
  nonfiction: false,
  publishedDaysAgo: 13,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Zoom, Little Rocket!',
      author: AUTHOR,
      titleColor: '#ffe066',
      outline: '#2a1a6e',
      art:
        sky(600, 900, 'space') +
        stars(0, 0, 600, 900, 70, 'zlrc') +
        planet(480, 740, 70, '#ff9f43', true) +
        grayMoon(110, 420, 50) +
        littleRocket(300, 760, 1.35, 'laugh', 18),
    }),
  pages: [
    {
      text: 'Little Rocket stands on the launch pad. "I want to see space!" she says.',
      art: () =>
        page(
          W,
          H,
          'Little Rocket on the launch pad',
          landscape({
            w: W,
            h: H,
            sky: 'morning',
            seed: 'zlr1',
            horizon: 380,
            clouds: [{ x: 150, y: 110, s: 0.6 }],
          }),
          rect(310, 500, 180, 30, '#8a8fa3', { rx: 6 }),
          rect(520, 180, 20, 330, '#ff9f43'),
          line('M530 220H470M530 320H470', '#ff9f43', 8),
          littleRocket(400, 500, 1.05, 'happy', 0, false),
        ),
    },
    {
      text: 'Three, two, one... BLAST OFF! Whoosh!',
      art: () =>
        page(
          W,
          H,
          'Little Rocket blasts off in a cloud of smoke',
          landscape({ w: W, h: H, sky: 'morning', seed: 'zlr2', horizon: 420 }),
          cloud(300, 560, 1.1, '#f1f1f5'),
          cloud(500, 570, 1.2, '#f1f1f5'),
          littleRocket(400, 390, 1, 'laugh'),
        ),
    },
    {
      text: 'Up through the clouds. Up past the birds. Up, up, up into the dark.',
      art: () =>
        page(
          W,
          H,
          'Little Rocket rises past clouds and birds',
          sky(W, H, 'dusk'),
          stars(0, 0, W, 200, 20, 'zlr3'),
          cloud(160, 420, 0.9),
          cloud(640, 480, 1.1),
          bird({ x: 200, y: 280, s: 0.7, pose: 'fly', color: '#4d96ff' }),
          bird({ x: 600, y: 330, s: 0.6, pose: 'fly', color: '#ff9f43', flip: true }),
          littleRocket(400, 420, 0.95, 'happy'),
        ),
    },
    {
      text: 'Hello, Moon! The Moon is gray and dusty, with lots of round craters.',
      art: () =>
        space(
          'Little Rocket flies past the gray Moon',
          'zlr4',
          grayMoon(560, 330, 190),
          littleRocket(220, 420, 0.8, 'surprised', 30),
        ),
    },
    {
      text: 'Hello, Mars! Mars is red and rocky. It has the tallest volcano in the solar system.',
      art: () =>
        space(
          'Little Rocket visits red Mars',
          'zlr5',
          mars(540, 340, 180),
          littleRocket(200, 420, 0.8, 'happy', 30),
        ),
    },
    {
      text: 'Hello, Jupiter! Jupiter is the biggest planet of all. It has a giant storm called the Great Red Spot.',
      art: () =>
        space(
          'Little Rocket looks up at giant Jupiter',
          'zlr6',
          jupiter(520, 320, 230),
          littleRocket(160, 460, 0.6, 'surprised', 20),
        ),
    },
    {
      text: 'Hello, Saturn! Saturn has wide, shiny rings made of ice and rock.',
      art: () =>
        space(
          'Little Rocket loops around Saturn and its rings',
          'zlr7',
          planet(430, 300, 130, '#e8c57a', true),
          littleRocket(160, 470, 0.6, 'laugh', 50),
        ),
    },
    {
      text: 'Whoosh! A comet zooms by with a long, bright tail.',
      art: () =>
        space(
          'A comet zooms past Little Rocket',
          'zlr8',
          comet(600, 200, 1.3),
          littleRocket(260, 460, 0.8, 'surprised', -10),
        ),
    },
    {
      text: 'Little Rocket looks back. Far, far away, Earth shines blue and white.',
      art: () =>
        space(
          'Little Rocket looks back at the blue Earth',
          'zlr9',
          earth(560, 320, 150),
          littleRocket(200, 440, 0.75, 'smile', -30),
        ),
    },
    {
      text: '"Space is amazing," says Little Rocket. "But now I want to go home."',
      art: () =>
        space(
          'Little Rocket turns towards home',
          'zlr10',
          earth(620, 420, 110),
          littleRocket(300, 330, 0.85, 'sleepy', 120),
        ),
    },
    {
      text: 'Down, down, down she comes, and SPLASH! Little Rocket lands safely in the sea.',
      art: () =>
        page(
          W,
          H,
          'Little Rocket splashes down in the sea',
          sky(W, H, 'day'),
          cloud(180, 100, 0.6),
          water(W, H, 400, '#2e9fd9', 'zlr11'),
          littleRocket(400, 470, 0.9, 'laugh', 0, false),
          ...[
            [260, 380],
            [300, 330],
            [520, 370],
            [550, 320],
            [230, 340],
          ].map(([x, y]) => circle(x!, y!, 14, '#bfeaff')),
        ),
    },
    {
      text: 'Back home, she tells her friends all about her trip. "Next time," she says, "you can come too!"',
      art: () =>
        page(
          W,
          H,
          'Little Rocket tells children about space',
          landscape({ w: W, h: H, sky: 'dusk', seed: 'zlr12', horizon: 380, stars: 20 }),
          littleRocket(600, 560, 0.9, 'happy', 0, false),
          person({
            x: 200,
            y: 570,
            s: 0.8,
            skin: SKIN[2],
            hair: HAIR.brown,
            hairStyle: 'short',
            shirt: '#6bcb77',
            pose: 'cheer',
            mood: 'happy',
          }),
          person({
            x: 340,
            y: 570,
            s: 0.8,
            skin: SKIN[5],
            hair: '#b57bff',
            hairStyle: 'hijab',
            shirt: '#ffd23f',
            pose: 'wave',
            mood: 'happy',
          }),
        ),
    },
  ],
};

export const ZOOM_LITTLE_ROCKET = book;
