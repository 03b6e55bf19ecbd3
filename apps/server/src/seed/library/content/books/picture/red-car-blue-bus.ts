/**
 * "Red Car, Blue Bus" (narrated, ages 2–5): things that go, and their colors.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  boat,
  bus,
  car,
  circle,
  cloud,
  cover,
  g,
  hotAirBalloon,
  landscape,
  line,
  page,
  person,
  place,
  rect,
  road,
  rocket,
  sky,
  stars,
  sun,
  train,
  water,
  HAIR,
  SKIN,
  type Part,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Kofi Larkspur';
const ILLUSTRATOR = 'Theo Marbleton';

function street(title: string, seed: string, ...parts: Part[]): string {
  return page(
    W,
    H,
    title,
    landscape({
      w: W,
      h: H,
      sky: 'day',
      seed,
      horizon: 330,
      clouds: [
        { x: 160, y: 100, s: 0.6 },
        { x: 600, y: 80, s: 0.5 },
      ],
      trees: [
        { x: 90, y: 420, s: 0.6 },
        { x: 720, y: 420, s: 0.7 },
      ],
    }),
    road(W, 450, 110),
    ...parts,
  );
}

function trafficLight(x: number, y: number, on: 'red' | 'green'): Part {
  return g(
    place(x, y, 1),
    rect(-8, -240, 16, 240, '#5b5f6e'),
    rect(-34, -330, 68, 150, '#2f2f3a', { rx: 18 }),
    circle(0, -300, 20, on === 'red' ? '#ff4d4d' : '#5a2a2a'),
    circle(0, -255, 20, '#5a4a2a'),
    circle(0, -210, 20, on === 'green' ? '#3ddc84' : '#1f4a33'),
    on === 'red'
      ? circle(0, -300, 32, '#ff4d4d', { opacity: 0.25 })
      : circle(0, -210, 32, '#3ddc84', { opacity: 0.25 }),
  );
}

const kid = (x: number, y: number, i: number): Part =>
  person({
    x,
    y,
    s: 0.55,
    skin: SKIN[(i * 2) % SKIN.length],
    hair: [HAIR.black, HAIR.blond, HAIR.brown, HAIR.ginger][i % 4],
    hairStyle: (['curly', 'pigtails', 'short', 'afro'] as const)[i % 4],
    shirt: ['#ff9f43', '#b57bff', '#6bcb77', '#ff5d8f'][i % 4],
    mood: 'happy',
  });

const book: PictureBook = {
  idNumber: 'PB-0006',
  kind: 'picture',
  title: 'Red Car, Blue Bus',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Beep, beep! Choo, choo! Zoom! Meet a red car, a blue bus, a yellow train and more in this bright read-along about colors and things that go.',
  interests: ['vehicles', 'funny'],
  subjects: ['Vehicles', 'Colors', 'Read-along'],
  ageMin: 2,
  ageMax: 5,
  nonfiction: false,
  publishedDaysAgo: 200,
  narrated: true,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Red Car, Blue Bus',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#d63c3c',
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'noon',
          seed: 'rcbb',
          horizon: 520,
          sun: { x: 480, y: 380, r: 60 },
          clouds: [{ x: 150, y: 330, s: 0.8 }],
        }) +
        road(600, 700, 130) +
        bus({ x: 330, y: 700, s: 0.95, color: '#4d96ff', face: 'happy' }) +
        car({ x: 250, y: 850, s: 1.25, color: '#ff4d4d', face: 'happy' }),
    }),
  pages: [
    {
      text: 'Here is a red car. Beep, beep!',
      art: () =>
        street(
          'A red car says beep beep',
          'rcb1',
          car({ x: 400, y: 530, s: 1.4, color: '#ff4d4d', face: 'happy' }),
        ),
    },
    {
      text: 'Here is a blue bus. The bus is big and long.',
      art: () =>
        street(
          'A long blue bus full of children',
          'rcb2',
          bus({
            x: 400,
            y: 540,
            s: 1.4,
            color: '#4d96ff',
            face: 'smile',
            windows: [0, 1, 2, 3, 4].map((i) => kid(0, 120, i)),
          }),
        ),
    },
    {
      text: 'Here is a yellow train. Choo, choo!',
      art: () =>
        page(
          W,
          H,
          'A yellow train puffs along the track',
          landscape({
            w: W,
            h: H,
            sky: 'day',
            seed: 'rcb3',
            horizon: 330,
            clouds: [{ x: 200, y: 110, s: 0.6 }],
          }),
          rect(0, 500, W, 16, '#8a5a3b'),
          ...Array.from({ length: 20 }, (_, i) => rect(i * 42, 510, 24, 12, '#6b3f23')),
          train({
            x: 700,
            y: 500,
            s: 0.9,
            color: '#ffc93c',
            cars: ['#ffe066', '#ffd23f'],
            face: 'happy',
            smoke: true,
          }),
        ),
    },
    {
      text: 'Here is a green boat. It floats on the water.',
      art: () =>
        page(
          W,
          H,
          'A green sailing boat floats on the sea',
          sky(W, H, 'day'),
          sun(660, 110, 50),
          cloud(200, 100, 0.6),
          water(W, H, 380, '#2e9fd9', 'rcb4'),
          boat({ x: 400, y: 440, s: 1.2, color: '#3fbf70', sail: '#ffffff' }),
        ),
    },
    {
      text: 'Here is an orange balloon. It flies up high.',
      art: () =>
        page(
          W,
          H,
          'An orange hot-air balloon floats in the sky',
          landscape({
            w: W,
            h: H,
            sky: 'morning',
            seed: 'rcb5',
            horizon: 450,
            clouds: [
              { x: 150, y: 300, s: 0.6 },
              { x: 660, y: 200, s: 0.8 },
            ],
          }),
          hotAirBalloon({ x: 400, y: 400, s: 1.1, colors: ['#ff9f43', '#ffd23f', '#ff7b29'] }),
        ),
    },
    {
      text: 'Here is a white rocket. Three, two, one, ZOOM!',
      art: () =>
        page(
          W,
          H,
          'A white rocket zooms into space',
          sky(W, H, 'space'),
          stars(0, 0, W, H, 50, 'rcb6'),
          circle(120, 520, 140, '#4d96ff'),
          circle(80, 480, 40, '#6bcb77'),
          rocket({ x: 470, y: 460, s: 1.1, rotate: 20, color: '#ffffff', trim: '#ff4d4d' }),
        ),
    },
    {
      text: 'The red car goes fast. The blue bus goes slow.',
      art: () =>
        street(
          'The red car races ahead of the slow blue bus',
          'rcb7',
          bus({ x: 250, y: 540, s: 0.9, color: '#4d96ff', face: 'sleepy' }),
          car({ x: 620, y: 540, s: 0.9, color: '#ff4d4d', face: 'laugh' }),
          line('M470 470h-60M480 500h-80M470 530h-60', '#ffffff', 6),
        ),
    },
    {
      text: 'Stop! The light is red. Everyone waits.',
      art: () =>
        street(
          'The car and bus wait at a red light',
          'rcb8',
          trafficLight(680, 450, 'red'),
          bus({ x: 250, y: 540, s: 0.8, color: '#4d96ff', face: 'smile' }),
          car({ x: 520, y: 540, s: 0.8, color: '#ff4d4d', face: 'smile' }),
        ),
    },
    {
      text: 'Go! The light is green. Off they go!',
      art: () =>
        street(
          'The light turns green and everyone drives off',
          'rcb9',
          trafficLight(120, 450, 'green'),
          bus({ x: 420, y: 540, s: 0.8, color: '#4d96ff', face: 'happy' }),
          car({ x: 680, y: 540, s: 0.8, color: '#ff4d4d', face: 'happy' }),
        ),
    },
    {
      text: 'Where are you going today?',
      art: () =>
        page(
          W,
          H,
          'A child waves at all the vehicles going by',
          landscape({
            w: W,
            h: H,
            sky: 'day',
            seed: 'rcb10',
            horizon: 300,
            sun: { x: 680, y: 90, r: 44, face: 'happy' },
          }),
          hotAirBalloon({ x: 150, y: 200, s: 0.45, colors: ['#ff9f43', '#ffd23f', '#ff7b29'] }),
          road(W, 460, 100),
          car({ x: 560, y: 530, s: 0.7, color: '#ff4d4d', face: 'happy' }),
          bus({ x: 230, y: 530, s: 0.6, color: '#4d96ff', face: 'happy' }),
          person({
            x: 720,
            y: 450,
            s: 0.9,
            skin: SKIN[4],
            hair: HAIR.black,
            hairStyle: 'afro',
            shirt: '#ffd23f',
            pose: 'wave',
            mood: 'happy',
          }),
        ),
    },
  ],
};

export const RED_CAR_BLUE_BUS = book;
