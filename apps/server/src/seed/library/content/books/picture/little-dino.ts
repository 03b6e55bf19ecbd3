/**
 * The "Little Dino" picture-book series (ages 2–6): a small green dinosaur's morning, beach day
 * and bedtime. Book 1 is narrated.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  bird,
  bubbles,
  bucket,
  bug,
  cloud,
  cover,
  crab,
  dino,
  ellipse,
  flower,
  g,
  landscape,
  line,
  moon,
  owl,
  page,
  path,
  place,
  rainbow,
  sandcastle,
  shell,
  sky,
  stars,
  sun,
  tree,
  water,
  whale,
  ball,
  circle,
  heart,
  type Part,
} from '../../art/index.ts';

const W = 800;
const H = 600;
/** Little Dino's look, shared by every page and cover. */
const LD = { color: '#5cc46a', accent: '#ffb347', belly: '#dff5c8' } as const;
const MAMA = { color: '#2fa58f', accent: '#ffd166', belly: '#c9f0e4' } as const;
const SERIES = 'Little Dino';
const AUTHOR = 'Marigold Fenwick';
const ILLUSTRATOR = 'Pim Crayonne';

function pg(title: string, ...parts: Part[]) {
  return page(W, H, title, ...parts);
}

function leafIn(x: number, y: number, s = 1): Part {
  return g(
    place(x, y, s, false, -30),
    path('M0 0Q20 -24 44 0Q20 22 0 0Z', '#3ea457'),
    line('M2 0H40', '#2f7d45', 2),
  );
}

// ── Book 1: Little Dino Says Good Morning (narrated) ──

const morning: PictureBook = {
  idNumber: 'PB-0001',
  kind: 'picture',
  title: 'Little Dino Says Good Morning',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'The sun is up and so is Little Dino! Stretch, crunch, splash and hug your way through a happy dinosaur morning in this read-along for the very youngest readers.',
  interests: ['dinosaurs', 'family', 'animals'],
  subjects: ['Dinosaurs', 'Morning routines', 'Read-along'],
  ageMin: 2,
  ageMax: 5,
  nonfiction: false,
  series: { name: SERIES, position: 1 },
  publishedDaysAgo: 40,
  narrated: true,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Little Dino Says Good Morning',
      author: AUTHOR,
      kicker: 'Little Dino · Book 1',
      titleColor: '#ffffff',
      outline: '#e0672b',
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'morning',
          seed: 'ld1c',
          horizon: 600,
          sun: { x: 450, y: 500, r: 80, face: 'happy' },
          hills: ['#bfe59a', '#8fd16f', '#6cc46a'],
        }) + dino({ x: 300, y: 830, s: 1.45, pose: 'wave', mood: 'happy', ...LD }),
      badge: { text: '1', color: '#e0672b' },
    }),
  pages: [
    {
      text: 'The sun comes up. Little Dino opens one eye.',
      art: () =>
        pg(
          'Little Dino wakes up in a leafy nest at sunrise',
          landscape({
            w: W,
            h: H,
            sky: 'morning',
            seed: 'ld1p1',
            sun: { x: 640, y: 330, r: 60 },
            trees: [{ x: 120, s: 0.8 }],
          }),
          ellipse(390, 520, 210, 46, '#a8743f'),
          dino({ x: 360, y: 540, s: 1.1, pose: 'sleep', ...LD, mood: 'wink' }),
          path('M190 520Q390 600 590 520Q560 560 390 572Q220 560 190 520Z', '#8a5a3b'),
        ),
    },
    {
      text: '"Good morning, Sun!" says Little Dino.',
      art: () =>
        pg(
          'Little Dino waves to the smiling sun',
          landscape({
            w: W,
            h: H,
            sky: 'morning',
            seed: 'ld1p2',
            sun: { x: 610, y: 140, r: 70, face: 'happy' },
            clouds: [{ x: 180, y: 110, s: 0.7 }],
            trees: [{ x: 720, s: 0.7, kind: 'palm' }],
          }),
          dino({ x: 330, y: 560, s: 1.2, pose: 'wave', mood: 'happy', ...LD }),
        ),
    },
    {
      text: 'Stretch up high. Stretch down low.',
      art: () =>
        pg(
          'Little Dino stretches his arms up high',
          landscape({
            w: W,
            h: H,
            sky: 'day',
            seed: 'ld1p3',
            sun: { x: 680, y: 100, r: 50 },
            flowers: 5,
          }),
          dino({ x: 300, y: 560, s: 1.15, pose: 'jump', mood: 'smile', ...LD }),
        ),
    },
    {
      text: '"Good morning, Bird!" Tweet, tweet, tweet.',
      art: () =>
        pg(
          'A blue bird sings on a branch to Little Dino',
          landscape({ w: W, h: H, sky: 'day', seed: 'ld1p4', clouds: [{ x: 400, y: 90, s: 0.6 }] }),
          tree(600, 520, 1.3, 'round', 'ld1p4'),
          bird({ x: 560, y: 260, s: 1, color: '#4d96ff', pose: 'sing', flip: true }),
          dino({ x: 290, y: 560, s: 1.1, pose: 'stand', mood: 'happy', ...LD }),
        ),
    },
    {
      text: '"Good morning, Bee!" Buzz, buzz, buzz.',
      art: () =>
        pg(
          'A bee buzzes around a flower near Little Dino',
          landscape({ w: W, h: H, sky: 'day', seed: 'ld1p5', flowers: 9 }),
          flower(560, 560, 2.2, '#ff7bac'),
          bug({ kind: 'bee', x: 470, y: 250, s: 1.2, mood: 'happy', flip: true }),
          line('M540 240q30 -30 60 0t60 0', '#ffffff', 4, { strokeDasharray: '6 10' }),
          dino({ x: 250, y: 560, s: 1.1, pose: 'peek', mood: 'surprised', ...LD }),
        ),
    },
    {
      text: 'Little Dino is hungry. Crunch, crunch, munch!',
      art: () =>
        pg(
          'Little Dino munches green leaves for breakfast',
          landscape({ w: W, h: H, sky: 'day', seed: 'ld1p6' }),
          tree(560, 530, 1.4, 'round', 'ld1p6'),
          dino({ x: 330, y: 560, s: 1.15, pose: 'stand', mood: 'happy', ...LD }),
          leafIn(430, 380, 1.2),
          leafIn(470, 420, 0.9),
        ),
    },
    {
      text: 'Splash! Little Dino washes in the pond.',
      art: () =>
        pg(
          'Little Dino splashes in a pond',
          landscape({ w: W, h: H, sky: 'noon', seed: 'ld1p7', sun: { x: 120, y: 100, r: 46 } }),
          ellipse(400, 520, 330, 70, '#5ab8f0'),
          ellipse(400, 510, 300, 54, '#7fd0fa'),
          dino({ x: 400, y: 560, s: 1.05, pose: 'dance', mood: 'laugh', ...LD }),
          ellipse(400, 540, 150, 26, '#7fd0fa'),
          ...[
            [230, 430],
            [260, 390],
            [560, 420],
            [590, 380],
            [520, 360],
          ].map(([x, y]) => circle(x!, y!, 12, '#bfeaff')),
        ),
    },
    {
      text: '"Good morning, Mama!" Big, big hug.',
      art: () =>
        pg(
          'Mama Dino gives Little Dino a big hug',
          landscape({
            w: W,
            h: H,
            sky: 'day',
            seed: 'ld1p8',
            clouds: [{ x: 650, y: 110, s: 0.7 }],
            flowers: 4,
          }),
          dino({ x: 470, y: 570, s: 1.6, pose: 'stand', mood: 'happy', ...MAMA, flip: true }),
          dino({ x: 280, y: 560, s: 0.95, pose: 'wave', mood: 'happy', ...LD }),
          heart(380, 150, 26, '#ff5d8f'),
          heart(430, 110, 16, '#ff8fa3'),
        ),
    },
    {
      text: '"Good morning, friends! Let\'s play!"',
      art: () =>
        pg(
          'Little Dino runs to play with his dinosaur friends',
          landscape({
            w: W,
            h: H,
            sky: 'day',
            seed: 'ld1p9',
            sun: { x: 700, y: 90, r: 44 },
            trees: [{ x: 90, s: 0.6, kind: 'palm' }],
          }),
          dino({ x: 660, y: 530, s: 0.7, kind: 'trike', pose: 'walk', mood: 'happy', flip: true }),
          dino({ x: 470, y: 590, s: 0.55, kind: 'stego', mood: 'happy', flip: true }),
          dino({ x: 220, y: 570, s: 1, pose: 'walk', mood: 'laugh', ...LD }),
        ),
    },
    {
      text: 'What a good, good morning!',
      art: () =>
        pg(
          'All the little dinosaurs jump for joy under a rainbow',
          landscape({ w: W, h: H, sky: 'day', seed: 'ld1p10', flowers: 8 }),
          rainbow(400, 330, 260, 22),
          dino({ x: 170, y: 560, s: 0.7, kind: 'trike', mood: 'happy' }),
          dino({ x: 400, y: 560, s: 1.05, pose: 'jump', mood: 'laugh', ...LD }),
          dino({ x: 640, y: 570, s: 0.6, kind: 'stego', mood: 'happy', flip: true }),
        ),
    },
  ],
};

// ── Book 2: Little Dino Goes to the Beach ──

function beach(seed: string, skyKind: 'day' | 'noon' | 'sunset' = 'day', ...parts: Part[]): string {
  return pg(
    seed,
    sky(W, H, skyKind),
    skyKind === 'sunset' ? sun(400, 300, 70) : sun(680, 100, 46),
    cloud(180, 110, 0.6),
    water(W, H, 290, '#2e9fd9', seed),
    path(`M0 400Q200 370 400 392T800 380V${H}H0Z`, '#f5d79a'),
    ...parts,
  );
}

const beachBook: PictureBook = {
  idNumber: 'PB-0002',
  kind: 'picture',
  title: 'Little Dino Goes to the Beach',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Bucket? Spade? Big red ball? Little Dino is ready for beach day! But when a wave washes his sandcastle away, he needs a new friend with snappy claws to help him build again.',
  interests: ['dinosaurs', 'ocean', 'friendship'],
  subjects: ['Dinosaurs', 'Beaches', 'Friendship', 'Crabs'],
  ageMin: 3,
  ageMax: 6,
  nonfiction: false,
  series: { name: SERIES, position: 2 },
  publishedDaysAgo: 9,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Little Dino Goes to the Beach',
      author: AUTHOR,
      kicker: 'Little Dino · Book 2',
      outline: '#1f6fb2',
      badge: { text: '2', color: '#1f6fb2' },
      art:
        sky(600, 900, 'noon') +
        sun(500, 400, 60) +
        water(600, 900, 520, '#2e9fd9', 'ld2c') +
        path('M0 660Q200 620 300 650T600 630V900H0Z', '#f5d79a') +
        ball({ x: 120, y: 690, s: 1.1, kind: 'beach' }) +
        bucket({ x: 500, y: 800, s: 1 }) +
        dino({ x: 310, y: 840, s: 1.3, pose: 'jump', mood: 'laugh', ...LD }),
    }),
  pages: [
    {
      text: 'Little Dino packs a bucket, a spade and a big beach ball. Today is beach day!',
      art: () =>
        pg(
          'Little Dino gets ready with a bucket, spade and ball',
          landscape({
            w: W,
            h: H,
            sky: 'morning',
            seed: 'ld2p1',
            sun: { x: 660, y: 120, r: 50, face: 'happy' },
          }),
          bucket({ x: 520, y: 560, s: 1.1 }),
          ball({ x: 640, y: 520, s: 1, kind: 'beach' }),
          dino({ x: 300, y: 560, s: 1.1, pose: 'jump', mood: 'happy', ...LD }),
        ),
    },
    {
      text: 'The sand is warm and soft. Little Dino wiggles his toes. Wiggle, wiggle!',
      art: () =>
        beach(
          'ld2p2',
          'day',
          dino({ x: 400, y: 540, s: 1.15, pose: 'dance', mood: 'laugh', ...LD }),
          shell({ x: 640, y: 520, s: 0.8 }),
        ),
    },
    {
      text: 'Little Dino builds a sandcastle. It has three towers and one tiny flag.',
      art: () =>
        beach(
          'ld2p3',
          'day',
          sandcastle({ x: 520, y: 520, s: 1.3 }),
          bucket({ x: 700, y: 540, s: 0.8 }),
          dino({ x: 250, y: 540, s: 1, pose: 'stand', mood: 'happy', ...LD }),
        ),
    },
    {
      text: 'Here comes a wave! Whoosh! The sandcastle is gone.',
      art: () =>
        beach(
          'ld2p4',
          'day',
          path(
            'M300 560Q320 380 480 360Q600 350 640 420Q580 400 560 440Q620 460 640 560Z',
            '#6cc7f2',
          ),
          path('M480 360Q600 350 640 420Q600 390 560 400Q520 370 480 360Z', '#ffffff'),
          dino({ x: 180, y: 540, s: 1, pose: 'stand', mood: 'surprised', ...LD }),
        ),
    },
    {
      text: 'Little Dino feels sad. Then a small red crab comes scuttling by.',
      art: () =>
        beach(
          'ld2p5',
          'day',
          dino({ x: 300, y: 540, s: 1.05, pose: 'stand', mood: 'sad', ...LD }),
          crab({ x: 600, y: 540, s: 0.9, mood: 'smile' }),
        ),
    },
    {
      text: '"Let\'s build it again," says the crab. "Together!"',
      art: () =>
        beach(
          'ld2p6',
          'day',
          dino({ x: 300, y: 540, s: 1.05, pose: 'wave', mood: 'happy', ...LD }),
          crab({ x: 560, y: 540, s: 1, mood: 'happy' }),
          heart(440, 250, 22, '#ff5d8f'),
        ),
    },
    {
      text: 'They build a bigger castle, far away from the waves.',
      art: () =>
        beach(
          'ld2p7',
          'noon',
          sandcastle({ x: 420, y: 540, s: 1.7 }),
          dino({ x: 170, y: 550, s: 0.9, pose: 'wave', mood: 'happy', ...LD }),
          crab({ x: 650, y: 560, s: 0.8, mood: 'happy' }),
        ),
    },
    {
      text: 'Little Dino finds a shell. It is pink and swirly, like a tiny ice cream.',
      art: () =>
        beach(
          'ld2p8',
          'day',
          shell({ x: 470, y: 470, s: 2.2, color: '#ffb3c8' }),
          dino({ x: 260, y: 550, s: 1.05, pose: 'peek', mood: 'surprised', ...LD }),
        ),
    },
    {
      text: 'Splash! Little Dino jumps over the little waves. One, two, three!',
      art: () =>
        pg(
          'Little Dino jumps over the waves',
          sky(W, H, 'noon'),
          sun(120, 100, 46),
          water(W, H, 330, '#2e9fd9', 'ld2p9'),
          dino({ x: 420, y: 520, s: 1.05, pose: 'jump', mood: 'laugh', ...LD }),
          bubbles(250, 380, 350, 120, 'ld2p9b', 10),
        ),
    },
    {
      text: 'Far out at sea, a big whale waves its tail. Hello, whale!',
      art: () =>
        beach(
          'ld2p10',
          'day',
          whale({ x: 560, y: 330, s: 0.55, mood: 'happy' }),
          dino({ x: 220, y: 550, s: 1, pose: 'wave', mood: 'happy', ...LD }),
          crab({ x: 360, y: 560, s: 0.6 }),
        ),
    },
    {
      text: 'The sun goes down. The sky turns orange and pink.',
      art: () =>
        beach(
          'ld2p11',
          'sunset',
          sandcastle({ x: 600, y: 520, s: 1 }),
          dino({ x: 280, y: 550, s: 1, pose: 'stand', mood: 'smile', ...LD }),
          crab({ x: 430, y: 560, s: 0.6 }),
        ),
    },
    {
      text: 'Little Dino waves goodbye to his new friend. See you next beach day!',
      art: () =>
        pg(
          'Little Dino waves goodbye to the crab at sunset',
          sky(W, H, 'dusk'),
          stars(0, 0, W, 200, 14, 'ld2p12'),
          moon(650, 100, 40),
          water(W, H, 300, '#3d5fa8', 'ld2p12w'),
          path(`M0 400Q200 370 400 392T800 380V${H}H0Z`, '#d9b98a'),
          bucket({ x: 120, y: 540, s: 0.8 }),
          dino({ x: 300, y: 550, s: 1, pose: 'wave', mood: 'happy', ...LD, flip: true }),
          crab({ x: 560, y: 540, s: 0.8, mood: 'happy' }),
        ),
    },
  ],
};

// ── Book 3: Little Dino's Big Bedtime Roar ──

function valleyNight(seed: string, ...parts: Part[]): string {
  return pg(
    seed,
    landscape({
      w: W,
      h: H,
      sky: 'night',
      seed,
      stars: 36,
      moon: { x: 660, y: 110, r: 50, face: 'sleepy' },
      trees: [
        { x: 80, s: 0.9, kind: 'pine' },
        { x: 740, s: 0.8, kind: 'pine' },
      ],
    }),
    ...parts,
  );
}

const NIGHT_LD = { color: '#4fae61', accent: '#e8a040', belly: '#cfe9bb' } as const;

function nest(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    ellipse(0, 0, 200, 46, '#8a5a3b'),
    ...Array.from({ length: 9 }, (_, i) => line(`M${-180 + i * 42} -20q20 30 46 0`, '#6b3f23', 6)),
  );
}

const bedtimeBook: PictureBook = {
  idNumber: 'PB-0003',
  kind: 'picture',
  title: "Little Dino's Big Bedtime Roar",
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'The moon is up but Little Dino wants to ROAR! With a little help from a sleepy owl, glowing fireflies and a humming Mama, his roar gets smaller and smaller... until it turns into a snore.',
  interests: ['dinosaurs', 'bedtime', 'family'],
  subjects: ['Dinosaurs', 'Bedtime', 'Sleep'],
  ageMin: 2,
  ageMax: 6,
  nonfiction: false,
  series: { name: SERIES, position: 3 },
  publishedDaysAgo: 120,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: "Little Dino's Big Bedtime Roar",
      author: AUTHOR,
      kicker: 'Little Dino · Book 3',
      titleColor: '#ffe066',
      outline: '#1d1b4f',
      badge: { text: '3', color: '#6c5ce7' },
      art:
        sky(600, 900, 'night') +
        stars(0, 0, 600, 600, 40, 'ld3c') +
        moon(470, 440, 70, { face: 'sleepy' }) +
        path('M0 700Q300 640 600 700V900H0Z', '#2f3b73') +
        dino({
          x: 280,
          y: 830,
          s: 1.5,
          pose: 'roar',
          hat: 'nightcap',
          hatColor: '#6c8cff',
          ...NIGHT_LD,
        }),
    }),
  pages: [
    {
      text: 'It is bedtime in Fern Valley. The moon is up, but Little Dino is not sleepy.',
      art: () =>
        valleyNight(
          'ld3p1',
          nest(420, 540, 1),
          dino({ x: 400, y: 540, s: 1, pose: 'stand', mood: 'determined', ...NIGHT_LD }),
        ),
    },
    {
      text: '"I want to ROAR!" says Little Dino. ROAR!',
      art: () =>
        valleyNight(
          'ld3p2',
          dino({ x: 380, y: 560, s: 1.25, pose: 'roar', ...NIGHT_LD }),
          line('M520 260l40 -20M530 300l50 0M520 340l40 20', '#ffe066', 6),
        ),
    },
    {
      text: 'The owl blinks. "Shh," says the owl. "The forest is going to sleep."',
      art: () =>
        valleyNight(
          'ld3p3',
          tree(610, 560, 1.3, 'round', 'ld3p3'),
          owl({ x: 590, y: 340, s: 0.7, color: '#8a6a55', mood: 'sleepy' }),
          dino({ x: 260, y: 560, s: 1, pose: 'stand', mood: 'surprised', ...NIGHT_LD }),
        ),
    },
    {
      text: 'Little Dino tries a smaller roar. Roar.',
      art: () =>
        valleyNight(
          'ld3p4',
          dino({ x: 400, y: 560, s: 1.05, pose: 'roar', mood: 'smile', ...NIGHT_LD }),
        ),
    },
    {
      text: 'The fireflies turn on their little lights, one by one.',
      art: () =>
        valleyNight(
          'ld3p5',
          bug({ kind: 'firefly', x: 200, y: 260, s: 0.6 }),
          bug({ kind: 'firefly', x: 560, y: 220, s: 0.5, flip: true }),
          bug({ kind: 'firefly', x: 420, y: 320, s: 0.45 }),
          ...[
            [120, 360],
            [300, 200],
            [680, 330],
            [520, 380],
          ].map(([x, y]) => circle(x!, y!, 10, '#fff38a', { opacity: 0.8 })),
          dino({ x: 380, y: 570, s: 0.95, pose: 'peek', mood: 'happy', ...NIGHT_LD }),
        ),
    },
    {
      text: 'Little Dino tries a tiny roar. Roar...',
      art: () =>
        valleyNight(
          'ld3p6',
          nest(400, 550, 1),
          dino({ x: 400, y: 550, s: 0.95, pose: 'stand', mood: 'sleepy', ...NIGHT_LD }),
        ),
    },
    {
      text: 'Mama Dino hums a soft song. Hmm, hmm, hmm.',
      art: () =>
        valleyNight(
          'ld3p7',
          nest(360, 560, 1.1),
          dino({ x: 560, y: 570, s: 1.5, pose: 'stand', mood: 'sleepy', ...MAMA, flip: true }),
          dino({ x: 330, y: 560, s: 0.9, pose: 'stand', mood: 'sleepy', ...NIGHT_LD }),
          line('M460 250q10 -14 0 -28M480 240q14 -20 0 -40', '#ffffff', 4),
        ),
    },
    {
      text: 'Little Dino yawns the biggest yawn in the whole valley.',
      art: () =>
        valleyNight(
          'ld3p8',
          nest(400, 560, 1.1),
          dino({ x: 400, y: 560, s: 1.05, pose: 'stand', mood: 'surprised', ...NIGHT_LD }),
        ),
    },
    {
      text: '"Night-night, stars. Night-night, owl. Night-night, fireflies."',
      art: () =>
        valleyNight(
          'ld3p9',
          tree(660, 560, 1.1, 'round', 'ld3p9'),
          owl({ x: 650, y: 380, s: 0.5, color: '#8a6a55', mood: 'asleep' }),
          bug({ kind: 'firefly', x: 200, y: 280, s: 0.45 }),
          nest(330, 560, 1),
          dino({ x: 330, y: 560, s: 0.95, pose: 'wave', mood: 'sleepy', ...NIGHT_LD }),
        ),
    },
    {
      text: 'Little Dino curls up in his nest. The softest roar of all is a snore. Zzz.',
      art: () =>
        pg(
          'Little Dino asleep in his nest under the stars',
          landscape({
            w: W,
            h: H,
            sky: 'night',
            seed: 'ld3p10',
            stars: 44,
            moon: { x: 640, y: 120, r: 56, face: 'asleep' },
          }),
          nest(400, 545, 1.15),
          dino({
            x: 380,
            y: 540,
            s: 1.05,
            pose: 'sleep',
            hat: 'nightcap',
            hatColor: '#6c8cff',
            ...NIGHT_LD,
          }),
          path('M170 540Q400 610 630 540Q600 580 400 590Q200 580 170 540Z', '#6b3f23'),
        ),
    },
  ],
};

export const LITTLE_DINO_BOOKS: PictureBook[] = [morning, beachBook, bedtimeBook];
