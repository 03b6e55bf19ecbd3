/**
 * "Ten Dinos Dancing" (ages 3–7): a silly counting book, one to ten dancing dinosaurs.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  cover,
  dino,
  landscape,
  notes,
  page,
  volcano,
  zzz,
  type DinoKind,
  type DinoPose,
  type Part,
  type SkyKind,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Bartholomew Inkwell';
const ILLUSTRATOR = 'Pim Crayonne';

const COLORS = [
  '#ff7b9c',
  '#4d96ff',
  '#ffb347',
  '#6bcb77',
  '#b57bff',
  '#2bb3a3',
  '#ff5d5d',
  '#ffd23f',
  '#8fd3ff',
  '#f28482',
];

interface Dancer {
  kind: DinoKind;
  pose: DinoPose;
}

/** `count` dinos spread across the page in up to two rows, each a different colour. */
function dancers(count: number, dance: (i: number) => Dancer, flipEvery = 2): Part[] {
  const rows = count > 5 ? 2 : 1;
  const perRow = Math.ceil(count / rows);
  const out: Part[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = rows === 2 && i >= perRow ? 1 : 0;
    const idx = row ? i - perRow : i;
    const inRow = row ? count - perRow : perRow;
    const span = W - 280;
    const x = 150 + (inRow === 1 ? span / 2 : (idx * span) / (inRow - 1));
    const back = rows === 2 && row === 0;
    const s =
      (count === 1 ? 1.1 : count === 2 ? 0.95 : count <= 4 ? 0.72 : count <= 6 ? 0.6 : 0.5) *
      (back ? 0.85 : 1);
    const y = rows === 2 ? (back ? 440 : 580) : 560;
    const d = dance(i);
    out.push(
      dino({
        x: x + (d.kind === 'longneck' ? -20 : 0),
        y,
        s: d.kind === 'longneck' ? s * 0.75 : s,
        kind: d.kind,
        pose: d.pose,
        color: COLORS[i % COLORS.length],
        accent: COLORS[(i + 3) % COLORS.length],
        mood: i % 3 === 0 ? 'laugh' : 'happy',
        flip: i % flipEvery === 1,
      }),
    );
  }
  return out;
}

function party(title: string, seed: string, skyKind: SkyKind, ...parts: Part[]): string {
  const night = skyKind === 'night' || skyKind === 'dusk';
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
      stars: night ? 16 : 0,
      moon: night ? { x: 640, y: 100, r: 50, full: true } : undefined,
      sun: night ? undefined : { x: 680, y: 90, r: 44 },
      trees: [{ x: 70, y: 400, s: 0.7, kind: 'palm' }],
      hills: night ? ['#5a4a8a', '#45407a', '#3a366b'] : ['#b8e08a', '#94d06f', '#79c25f'],
    }),
    volcano(560, 360, 0.45, night),
    ...parts,
  );
}

const rex = (pose: DinoPose): Dancer => ({ kind: 'rex', pose });

const book: PictureBook = {
  idNumber: 'PB-0007',
  kind: 'picture',
  title: 'Ten Dinos Dancing',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'One dino taps her toes. Two dinos wiggle their tails. By the time there are ten, the whole valley is one big stomping, spinning, shaking dinosaur dance party! Count along.',
  interests: ['dinosaurs', 'music', 'funny'],
  subjects: ['Dinosaurs', 'Counting', 'Dancing', 'Humor'],
  ageMin: 3,
  ageMax: 7,
  nonfiction: false,
  publishedDaysAgo: 3,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Ten Dinos Dancing',
      author: AUTHOR,
      titleColor: '#ffe066',
      outline: '#6c2bd9',
      badge: { text: '10', color: '#ff5d8f' },
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'dusk',
          seed: 'tddc',
          horizon: 600,
          stars: 20,
          hills: ['#7a5aa8', '#5a4a8a', '#4a3f7a'],
        }) +
        notes(60, 440, '#ffffff', 2) +
        notes(420, 400, '#ffe066', 2) +
        dino({ x: 110, y: 690, s: 0.5, kind: 'trike', pose: 'walk', mood: 'happy' }) +
        dino({
          x: 490,
          y: 700,
          s: 0.55,
          kind: 'rex',
          pose: 'jump',
          color: '#4d96ff',
          accent: '#ffd23f',
          flip: true,
        }) +
        dino({
          x: 290,
          y: 850,
          s: 1,
          kind: 'rex',
          pose: 'dance',
          color: '#ff7b9c',
          accent: '#ffd23f',
          mood: 'laugh',
        }),
    }),
  pages: [
    {
      text: 'One dino taps her toes. Tap, tap, tap!',
      art: () =>
        party(
          'One pink dinosaur taps her toes',
          'tdd1',
          'day',
          ...dancers(1, () => rex('dance')),
          notes(480, 260),
        ),
    },
    {
      text: 'Two dinos wiggle their tails. Swish and swoosh!',
      art: () =>
        party('Two dinosaurs wiggle their tails', 'tdd2', 'day', ...dancers(2, () => rex('walk'))),
    },
    {
      text: 'Three dinos stomp to the beat. Stomp, stomp, stomp!',
      art: () =>
        party(
          'Three dinosaurs stomp their feet',
          'tdd3',
          'day',
          ...dancers(3, (i) => (i === 1 ? { kind: 'trike', pose: 'walk' } : rex('dance'))),
        ),
    },
    {
      text: 'Four dinos spin around and around until they feel dizzy.',
      art: () =>
        party(
          'Four dinosaurs spin around',
          'tdd4',
          'day',
          ...dancers(4, (i) => rex(i % 2 ? 'jump' : 'dance')),
        ),
    },
    {
      text: 'Five dinos sway and sway, side to side, side to side.',
      art: () =>
        party(
          'Five dinosaurs sway side to side',
          'tdd5',
          'morning',
          ...dancers(5, (i) => (i % 2 ? { kind: 'longneck', pose: 'stand' } : rex('wave'))),
        ),
    },
    {
      text: 'Six dinos hop like frogs. Boing, boing, boing!',
      art: () =>
        party('Six dinosaurs hop like frogs', 'tdd6', 'morning', ...dancers(6, () => rex('jump'))),
    },
    {
      text: 'Seven dinos clap their tiny arms. Clap, clap! Well, almost.',
      art: () =>
        party(
          'Seven dinosaurs try to clap their tiny arms',
          'tdd7',
          'sunset',
          ...dancers(7, (i) => (i === 3 ? { kind: 'stego', pose: 'stand' } : rex('wave'))),
        ),
    },
    {
      text: 'Eight dinos make a long, wobbly line and dance past the volcano.',
      art: () =>
        party(
          'Eight dinosaurs dance in a line',
          'tdd8',
          'sunset',
          ...dancers(8, () => rex('walk'), 99),
        ),
    },
    {
      text: 'Nine dinos shake their spikes. Rattle, rattle, rattle!',
      art: () =>
        party(
          'Nine dinosaurs shake their spiky backs',
          'tdd9',
          'dusk',
          ...dancers(9, (i) => (i % 3 === 1 ? { kind: 'stego', pose: 'stand' } : rex('dance'))),
        ),
    },
    {
      text: 'Ten dinos dance together under the big round moon. What a party!',
      art: () =>
        party(
          'Ten dinosaurs dance together under the moon',
          'tdd10',
          'night',
          ...dancers(10, (i) =>
            i === 2 ? { kind: 'trike', pose: 'walk' } : rex(i % 2 ? 'jump' : 'dance'),
          ),
          notes(260, 150, '#ffe066'),
        ),
    },
    {
      text: 'Now the dinos are sleepy. One by one, they curl up and close their eyes. Shh!',
      art: () =>
        party(
          'All ten dinosaurs fall asleep in a heap',
          'tdd11',
          'night',
          ...[5, 6, 7, 8, 9].map((i) =>
            dino({
              x: 90 + (i - 5) * 150,
              y: 450,
              s: 0.4,
              pose: 'sleep',
              color: COLORS[i],
              accent: COLORS[(i + 3) % 10],
              flip: true,
            }),
          ),
          ...[0, 1, 2, 3, 4].map((i) =>
            dino({
              x: 130 + i * 140,
              y: 560,
              s: 0.55,
              pose: 'sleep',
              color: COLORS[i],
              accent: COLORS[i + 3],
            }),
          ),
          zzz(700, 260, 1.3),
        ),
    },
  ],
};

export const TEN_DINOS_DANCING = book;
