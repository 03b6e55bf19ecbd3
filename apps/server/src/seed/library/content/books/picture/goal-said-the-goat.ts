/**
 * "Goal! Said the Goat" (ages 3–7): the farm football match, a goat who runs the wrong way and
 * eats the ball, and a last-minute goal. Sold in the UK and Ireland only (territory demo).
 */
import type { PictureBook } from '../../content.types.ts';
import {
  animal,
  ball,
  circle,
  cover,
  duck,
  g,
  goal,
  landscape,
  line,
  page,
  place,
  rect,
  star,
  type Mood,
  type Part,
  type AnimalPose,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Otis Pennywhistle';
const ILLUSTRATOR = 'Lulu Brightwash';

const goat = (
  x: number,
  y: number,
  s: number,
  pose: AnimalPose = 'sit',
  mood: Mood = 'happy',
  flip = false,
  holding?: Part,
): Part => animal({ species: 'goat', x, y, s, pose, mood, flip, scarf: '#e8413c', holding });
const pig = (
  x: number,
  y: number,
  s: number,
  pose: AnimalPose = 'sit',
  mood: Mood = 'smile',
): Part => animal({ species: 'pig', x, y, s, pose, mood, hat: 'cap', hatColor: '#4d96ff' });
const ref = (x: number, y: number, s: number, mood: Mood = 'smile', flip = false): Part =>
  duck({ x, y, s, mood, flip, hat: 'cap', hatColor: '#2b2240' });
const rabbit = (
  x: number,
  y: number,
  s: number,
  pose: AnimalPose = 'sit',
  mood: Mood = 'happy',
): Part => animal({ species: 'rabbit', x, y, s, pose, mood, scarf: '#4d96ff' });
const dog = (
  x: number,
  y: number,
  s: number,
  pose: AnimalPose = 'sit',
  mood: Mood = 'happy',
): Part => animal({ species: 'dog', x, y, s, pose, mood, scarf: '#4d96ff' });
const cat = (
  x: number,
  y: number,
  s: number,
  pose: AnimalPose = 'sit',
  mood: Mood = 'smile',
): Part => animal({ species: 'cat', x, y, s, pose, mood, scarf: '#e8413c' });

function cabbage(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    circle(0, 0, 40, '#7ccf6a'),
    circle(-14, -8, 26, '#9ae08a'),
    circle(14, -4, 24, '#8fd87d'),
    line('M0 -36Q-10 0 0 36M-30 -20Q-10 0 -30 24', '#5fb35a', 3),
  );
}

/** A football with a bite out of it. */
const bittenBall = (x: number, y: number, s: number): Part =>
  ball({ x, y, s }) + circle(x + 30 * s, y - 24 * s, 16 * s, '#5fbf5a');

const pitch = (title: string, seed: string, ...parts: Part[]) =>
  page(
    W,
    H,
    title,
    landscape({
      w: W,
      h: H,
      sky: 'day',
      seed,
      horizon: 260,
      clouds: [
        { x: 150, y: 90, s: 0.5 },
        { x: 620, y: 70, s: 0.45 },
      ],
      grass: false,
    }),
    rect(0, 380, W, 220, '#5fbf5a'),
    ...[0, 1, 2, 3].map((i) => rect(i * 200, 380, 100, 220, '#6ccb66')),
    line('M400 380V600', '#ffffff', 5),
    circle(400, 500, 60, 'none', { stroke: '#ffffff', strokeWidth: 5 }),
    ...parts,
  );

const bang = (x: number, y: number) => star(x, y, 20, '#ffe066');

const book: PictureBook = {
  idNumber: 'PB-0020',
  kind: 'picture',
  title: 'Goal! Said the Goat',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'It\u2019s match day on the farm! Pig is in goal, Duck has her whistle, and Goat has the ball... but she\u2019s running the wrong way. Then she tries to eat it. A laugh-out-loud football story with a very happy ending.',
  interests: ['sports', 'funny', 'animals'],
  subjects: ['Football', 'Soccer', 'Farm animals', 'Humor'],
  ageMin: 3,
  ageMax: 7,
  nonfiction: false,
  publishedDaysAgo: 25,
  salesTerritories: ['GB', 'IE'],
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Goal! Said the Goat',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#1e8a4c',
      art:
        landscape({ w: 600, h: 900, sky: 'noon', seed: 'gsgc', horizon: 520 }) +
        rect(0, 640, 600, 260, '#5fbf5a') +
        goal({ x: 300, y: 660, s: 0.9 }) +
        ball({ x: 440, y: 760, s: 1.1 }) +
        goat(260, 870, 1.4, 'cheer', 'laugh'),
    }),
  pages: [
    {
      text: 'Every Saturday, the farm animals play football in the big green field.',
      art: () =>
        pitch(
          'The farm animals on the football pitch',
          'gsg1',
          goal({ x: 400, y: 380, s: 0.6 }),
          rabbit(150, 560, 0.5, 'wave'),
          dog(280, 560, 0.5, 'cheer'),
          goat(520, 560, 0.55, 'wave'),
          cat(660, 560, 0.5),
          ball({ x: 400, y: 520, s: 0.6 }),
        ),
    },
    {
      text: 'Pig is the goalkeeper. Duck is the referee, with a very loud whistle. Tweeeet!',
      art: () =>
        pitch(
          'Pig in goal and Duck the referee',
          'gsg2',
          goal({ x: 250, y: 380, s: 0.7 }),
          pig(250, 560, 0.75, 'cheer'),
          ref(560, 560, 1.3, 'determined'),
          line('M640 460l40 -20M645 480h46', '#ffffff', 5),
        ),
    },
    {
      text: 'Rabbit passes to Dog. Dog passes to Cat. Cat stops, sits down and has a little nap.',
      art: () =>
        pitch(
          'Cat falls asleep in the middle of the game',
          'gsg3',
          rabbit(140, 560, 0.55, 'wave'),
          dog(330, 560, 0.55, 'wave'),
          cat(560, 570, 0.6, 'sleep'),
          ball({ x: 470, y: 560, s: 0.5 }),
        ),
    },
    {
      text: 'Then Goat gets the ball. She runs and runs and runs!',
      art: () =>
        pitch(
          'Goat runs with the ball',
          'gsg4',
          goat(380, 560, 0.75, 'cheer', 'laugh'),
          ball({ x: 500, y: 550, s: 0.6 }),
          line('M200 460h-60M210 500h-80M200 540h-60', '#ffffff', 5),
        ),
    },
    {
      text: 'But Goat is running the wrong way! "Not that way, Goat!" everybody shouts.',
      art: () =>
        pitch(
          'Everyone shouts as Goat runs the wrong way',
          'gsg5',
          goal({ x: 120, y: 380, s: 0.55 }),
          goat(300, 560, 0.65, 'cheer', 'laugh', true),
          ball({ x: 200, y: 550, s: 0.5 }),
          pig(560, 560, 0.5, 'cheer', 'surprised'),
          dog(690, 560, 0.5, 'cheer', 'surprised'),
        ),
    },
    {
      text: 'Goat stops. Goat thinks. Then Goat takes a big bite of the ball.',
      art: () =>
        pitch(
          'Goat takes a bite of the ball',
          'gsg6',
          goat(400, 560, 0.85, 'hold', 'laugh', false, bittenBall(0, -78, 0.85)),
        ),
    },
    {
      text: '"Goat, you can\'t eat the ball!" cries Pig. "Sorry," says Goat. "It looked like a cabbage."',
      art: () =>
        pitch(
          'Pig is shocked; Goat says sorry',
          'gsg7',
          pig(250, 560, 0.7, 'cheer', 'surprised'),
          goat(520, 560, 0.75, 'sit', 'worried'),
          bittenBall(420, 560, 0.5),
          cabbage(680, 540, 0.7),
        ),
    },
    {
      text: 'Duck finds a spare ball in the shed. "Play on!" she quacks. Tweeeet!',
      art: () =>
        pitch(
          'Duck brings a new ball from the shed',
          'gsg8',
          rect(560, 280, 180, 150, '#c0392b'),
          rect(610, 340, 80, 90, '#5a2a2a'),
          ref(480, 560, 1.3, 'happy', true),
          ball({ x: 380, y: 550, s: 0.6 }),
        ),
    },
    {
      text: 'This time, Goat looks very carefully. She spots the right goal. She lowers her horns.',
      art: () =>
        pitch(
          'Goat looks at the right goal',
          'gsg9',
          goal({ x: 640, y: 380, s: 0.55 }),
          pig(640, 560, 0.5, 'cheer', 'determined'),
          goat(260, 560, 0.75, 'sit', 'determined'),
          ball({ x: 390, y: 560, s: 0.55 }),
        ),
    },
    {
      text: 'She dribbles past Rabbit. She dribbles past Dog. She even dribbles past sleepy Cat.',
      art: () =>
        pitch(
          'Goat dribbles past the others',
          'gsg10',
          rabbit(150, 560, 0.5, 'cheer', 'surprised'),
          dog(300, 560, 0.5, 'cheer', 'surprised'),
          goat(470, 560, 0.6, 'cheer', 'laugh'),
          ball({ x: 560, y: 560, s: 0.45 }),
          cat(680, 570, 0.5, 'sleep'),
        ),
    },
    {
      text: 'Goat kicks the ball with all her might. It flies past Pig and into the net!',
      art: () =>
        pitch(
          'The ball flies into the net',
          'gsg11',
          goal({ x: 560, y: 380, s: 0.7 }),
          pig(470, 560, 0.55, 'cheer', 'surprised'),
          ball({ x: 600, y: 330, s: 0.6 }),
          bang(660, 300),
          goat(200, 560, 0.6, 'cheer', 'determined'),
        ),
    },
    {
      text: '"GOAL!" shouts Goat. And this time, everybody cheers.',
      art: () =>
        pitch(
          'Everyone cheers for Goat',
          'gsg12',
          goat(400, 560, 0.8, 'cheer', 'laugh'),
          rabbit(160, 560, 0.5, 'cheer', 'laugh'),
          dog(270, 560, 0.5, 'cheer', 'laugh'),
          pig(540, 560, 0.5, 'cheer', 'happy'),
          cat(660, 560, 0.5, 'cheer', 'happy'),
          ...[
            [150, 200],
            [300, 150],
            [500, 160],
            [650, 210],
          ].map(([x, y]) => bang(x!, y!)),
        ),
    },
    {
      text: 'After the match, Goat has a snack. It is a real cabbage this time.',
      art: () =>
        pitch(
          'Goat munches a cabbage after the match',
          'gsg13',
          goat(380, 560, 0.85, 'hold', 'happy', false, cabbage(0, -78, 0.85)),
          ball({ x: 580, y: 560, s: 0.5 }),
          ref(180, 560, 1, 'laugh'),
        ),
    },
  ],
};

export const GOAL_SAID_THE_GOAT = book;
