/**
 * "Digby Digs for Dinosaurs" (ages 4–7): a boy joins his aunt, a paleontologist, on a real fossil
 * dig, and finds a tooth, a claw and a whole new dinosaur.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  circle,
  cover,
  dino,
  ellipse,
  g,
  lettering,
  line,
  page,
  path,
  person,
  place,
  rect,
  sky,
  sun,
  HAIR,
  SKIN,
  type Mood,
  type Part,
  type PersonPose,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Dr. Hazel Quillby';
const ILLUSTRATOR = 'Theo Marbleton';

const digby = (
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
    skin: SKIN[5],
    hair: HAIR.black,
    hairStyle: 'curly',
    shirt: '#ff9f43',
    pants: '#6b3f23',
    glasses: true,
    hat: 'cap',
    hatColor: '#4d96ff',
  });
const mae = (
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
    skin: SKIN[6],
    hair: HAIR.black,
    hairStyle: 'ponytail',
    shirt: '#6bcb77',
    pants: '#a0673d',
    hat: 'cap',
    hatColor: '#e8413c',
  });

/** Striped badlands: the dig site. */
function badlands(title: string, ...parts: Part[]): string {
  const bands = ['#e7b872', '#d99a5a', '#c98b55', '#e0a866', '#b8794a'];
  return page(
    W,
    H,
    title,
    sky(W, H, 'noon'),
    sun(680, 90, 44),
    path('M0 300L120 200L260 260L380 170L520 240L640 180L800 250V600H0Z', '#d99a5a'),
    ...bands.map((c, i) =>
      path(
        `M0 ${330 + i * 30}Q200 ${310 + i * 30} 400 ${330 + i * 30}T800 ${320 + i * 30}V${345 + i * 30}Q600 ${335 + i * 30} 400 ${355 + i * 30}T0 ${345 + i * 30}Z`,
        c,
        { opacity: 0.8 },
      ),
    ),
    rect(0, 470, W, 130, '#e7c48a'),
    ...parts,
  );
}

const tooth = (x: number, y: number, s: number) =>
  g(
    place(x, y, s),
    path('M-14 0Q-10 -60 20 -80Q4 -40 14 0Z', '#fff2c8', { stroke: '#c9a26b', strokeWidth: 3 }),
  );
const brush = line('M0 -60L30 -100', '#a0673d', 6) + path('M24 -104l14 -8l4 10l-12 8Z', '#ffd23f');

const book: PictureBook = {
  idNumber: 'PB-0024',
  kind: 'picture',
  title: 'Digby Digs for Dinosaurs',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Digby\u2019s Aunt Mae digs up dinosaurs for a living! On his first real fossil dig, Digby learns to brush slowly, finds something smooth and sharp poking out of the rock, and helps bring a brand-new dinosaur to the museum.',
  interests: ['dinosaurs', 'science', 'history', 'family'],
  subjects: ['Dinosaurs', 'Fossils', 'Paleontologists', 'Museums'],
  ageMin: 4,
  ageMax: 7,
  nonfiction: false,
  publishedDaysAgo: 11,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Digby Digs for Dinosaurs',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#a0522d',
      art:
        sky(600, 900, 'noon') +
        path('M0 560L160 470L300 520L460 440L600 500V900H0Z', '#d99a5a') +
        rect(0, 700, 600, 200, '#e7c48a') +
        g(
          place(420, 780, 1),
          ellipse(0, 0, 110, 30, '#c98b55'),
          path('M-80 -10Q-60 -40 -20 -30Q0 -60 40 -40Q80 -50 90 -10', 'none', {
            stroke: '#fff2c8',
            strokeWidth: 14,
            strokeLinecap: 'round',
          }),
        ) +
        tooth(470, 740, 1.2) +
        digby(230, 860, 1.45, 'hold', 'laugh', false, brush),
    }),
  pages: [
    {
      text: "Digby's Aunt Mae is a paleontologist. That means she digs up dinosaur bones!",
      art: () =>
        badlands(
          'Aunt Mae, a paleontologist, and Digby',
          mae(300, 560, 0.9, 'wave', 'happy'),
          digby(460, 560, 0.95, 'cheer', 'laugh'),
        ),
    },
    {
      text: 'Today Digby is going with her to a real dig. He packs a brush, a sun hat and a sandwich.',
      art: () =>
        badlands(
          'Digby packs for the dig',
          rect(450, 460, 120, 100, '#4d96ff', { rx: 20 }),
          rect(470, 430, 80, 40, '#4d96ff', { rx: 12 }),
          digby(300, 560, 1, 'hold', 'happy', false, brush),
        ),
    },
    {
      text: 'The dig is in the dry, dusty hills, where the rocks are striped like a layer cake.',
      art: () =>
        badlands(
          'Striped rocky hills at the dig site',
          mae(520, 560, 0.75, 'point', 'happy'),
          digby(380, 560, 0.8, 'stand', 'surprised'),
        ),
    },
    {
      text: '"Dinosaur bones are very old and very delicate," says Aunt Mae. "We have to go slowly."',
      art: () =>
        badlands(
          'Aunt Mae explains how to dig carefully',
          mae(280, 560, 0.9, 'hold', 'smile'),
          digby(470, 560, 0.95, 'stand', 'happy', true),
        ),
    },
    {
      text: 'Digby brushes the dirt away, a little at a time. Swish, swish, swish.',
      art: () =>
        badlands(
          'Digby gently brushes the dirt',
          ellipse(470, 560, 130, 30, '#c98b55'),
          digby(320, 560, 0.95, 'hold', 'determined', false, brush),
        ),
    },
    {
      text: 'Something smooth and brown pokes out of the rock. "Aunt Mae!" shouts Digby.',
      art: () =>
        badlands(
          'Something pokes out of the rock',
          ellipse(470, 560, 130, 30, '#c98b55'),
          tooth(470, 550, 0.7),
          digby(300, 560, 0.95, 'point', 'surprised'),
        ),
    },
    {
      text: 'It is a tooth! A long, sharp, curvy tooth.',
      art: () =>
        badlands(
          'Digby holds up a dinosaur tooth',
          tooth(420, 330, 2.2),
          digby(300, 560, 0.95, 'cheer', 'laugh'),
        ),
    },
    {
      text: '"That belonged to a meat-eater," says Aunt Mae. "Maybe a very big one!"',
      art: () =>
        badlands(
          'Aunt Mae looks at the tooth with a magnifier',
          mae(300, 560, 0.9, 'hold', 'surprised'),
          tooth(310, 380, 0.6),
          digby(480, 560, 0.95, 'stand', 'happy', true),
          ellipse(650, 210, 130, 95, '#ffffff'),
          circle(545, 310, 14, '#ffffff'),
          circle(520, 338, 9, '#ffffff'),
          dino({
            x: 650,
            y: 285,
            s: 0.45,
            kind: 'rex',
            pose: 'roar',
            color: '#e0a866',
            accent: '#b8794a',
          }),
        ),
    },
    {
      text: 'They keep digging and find a claw, then a toe, then a whole foot!',
      art: () =>
        badlands(
          'A fossil foot appears in the rock',
          ellipse(420, 550, 200, 40, '#c98b55'),
          g(
            place(420, 545, 1),
            ...[-40, 0, 40].map((dx, i) =>
              line(`M0 0L${dx * 1.5} -${20 + (i % 2) * 10}`, '#fff2c8', 12),
            ),
            circle(0, 0, 18, '#fff2c8'),
          ),
          digby(200, 560, 0.85, 'cheer', 'laugh'),
          mae(640, 560, 0.75, 'cheer', 'happy', true),
        ),
    },
    {
      text: 'Aunt Mae wraps the bones in plaster, like a cast on a broken arm, to keep them safe.',
      art: () =>
        badlands(
          'The bones are wrapped in white plaster',
          ellipse(420, 520, 120, 50, '#ffffff', { stroke: '#d8d3c4', strokeWidth: 4 }),
          line('M330 500h180M320 530h200', '#d8d3c4', 4),
          mae(220, 560, 0.85, 'hold', 'determined'),
          digby(620, 560, 0.9, 'point', 'happy', true),
        ),
    },
    {
      text: 'Back at the museum, the bones are cleaned, studied and carefully put together.',
      art: () =>
        page(
          W,
          H,
          'Scientists put the skeleton together at the museum',
          rect(0, 0, W, H, '#efe6d6'),
          rect(0, 470, W, 130, '#c9b59a'),
          ...[80, 240, 560, 720].map((x) => rect(x - 20, 60, 40, 410, '#e0d2bc')),
          g(
            place(400, 470, 1),
            line('M-150 0V-40M150 0V-40', '#8a8fa3', 6),
            rect(-170, -44, 340, 10, '#8a8fa3'),
          ),
          dino({
            x: 400,
            y: 430,
            s: 0.9,
            kind: 'rex',
            color: '#f3e6c8',
            accent: '#e0d2bc',
            belly: '#f3e6c8',
            mood: 'smile',
          }),
          mae(180, 560, 0.75, 'point', 'happy'),
          digby(640, 560, 0.8, 'cheer', 'laugh', true),
        ),
    },
    {
      text: 'And one day, a new dinosaur stands in the great hall, with a small sign that says FOUND BY DIGBY.',
      art: () =>
        page(
          W,
          H,
          'The new dinosaur in the museum hall with Digby\u2019s sign',
          rect(0, 0, W, H, '#efe6d6'),
          rect(0, 470, W, 130, '#c9b59a'),
          ...[80, 720].map((x) => rect(x - 20, 60, 40, 410, '#e0d2bc')),
          dino({
            x: 420,
            y: 440,
            s: 1.05,
            kind: 'rex',
            pose: 'roar',
            color: '#f3e6c8',
            accent: '#e0d2bc',
            belly: '#f3e6c8',
          }),
          rect(150, 470, 200, 70, '#6b3f23', { rx: 8 }),
          lettering(['FOUND BY DIGBY'], {
            x: 250,
            y: 514,
            size: 22,
            fill: '#ffffff',
            outlineWidth: 0,
            shadow: false,
            weight: 700,
          }),
          digby(560, 570, 0.85, 'cheer', 'laugh'),
        ),
    },
  ],
};

export const DIGBY = book;
