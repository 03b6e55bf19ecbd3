/**
 * "Mo Makes Music" (ages 3–6): everyone says Mo is too noisy, until Grandma shows the family
 * that all the noises together make a band.
 */
import type { PictureBook } from '../../content.types.ts';
import {
  animal,
  cover,
  drum,
  ellipse,
  g,
  line,
  notes,
  page,
  path,
  person,
  place,
  rect,
  room,
  soupPot,
  star,
  HAIR,
  SKIN,
  type Mood,
  type Part,
  type PersonPose,
} from '../../art/index.ts';

const W = 800;
const H = 600;
const AUTHOR = 'Bartholomew Inkwell';
const ILLUSTRATOR = 'Lulu Brightwash';

const mo = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'happy',
  holding?: Part,
  flip = false,
): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    holding,
    skin: SKIN[1],
    hair: HAIR.black,
    hairStyle: 'spiky',
    shirt: '#ff5d5d',
    stripes: '#ffffff',
    pants: '#3d4a7a',
  });
const sister = (
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
    skin: SKIN[1],
    hair: HAIR.black,
    hairStyle: 'long',
    shirt: '#b57bff',
    dress: true,
  });
const grandpa = (
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
    skin: SKIN[1],
    hair: HAIR.grey,
    hairStyle: 'bald',
    shirt: '#6bcb77',
    glasses: true,
  });
const dad = (
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
    skin: SKIN[1],
    hair: HAIR.black,
    hairStyle: 'short',
    shirt: '#4d96ff',
  });
const grandma = (
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
    skin: SKIN[1],
    hair: HAIR.white,
    hairStyle: 'bun',
    shirt: '#ff9f43',
    dress: true,
    glasses: true,
  });
const cat = (
  x: number,
  y: number,
  s: number,
  mood: Mood = 'smile',
  pose: 'sit' | 'sleep' | 'wave' = 'sit',
): Part => animal({ species: 'cat', x, y, s, pose, mood, color: '#7d7d96', light: '#eeeef6' });

function riceBox(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    rect(-30, -80, 60, 80, '#ffd23f', { rx: 6 }),
    rect(-22, -60, 44, 30, '#ffffff', { rx: 4 }),
    ...[-12, 0, 12].map((dx) => ellipse(dx, -45, 4, 7, '#e6d3a8')),
  );
}

function bottle(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    path('M-10 -120V-90Q-30 -80 -30 -56V0H30V-56Q30 -80 10 -90V-120Z', '#7ef0c1', {
      opacity: 0.85,
      stroke: '#3fbf90',
      strokeWidth: 4,
    }),
    rect(-12, -128, 24, 10, '#3fbf90', { rx: 3 }),
  );
}

function bandBox(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    rect(-50, -50, 100, 50, '#c98b55', { rx: 6 }),
    ellipse(0, -25, 22, 14, '#6b3f23'),
    line('M-46 -40H46M-46 -25H46M-46 -10H46', '#ff5d8f', 3),
  );
}

const spoon = line('M0 -60L40 -110', '#8a8fa3', 6);
const bang = (x: number, y: number) =>
  star(x, y, 26, '#ffe066') + star(x + 40, y - 30, 14, '#ffb020');

const kitchen = (title: string, seed: string, ...parts: Part[]) =>
  page(
    W,
    H,
    title,
    room(W, H, { wall: '#e6f7ff', floor: '#e8b04a', window: 'day', windowX: 540, seed }),
    ...parts,
  );

const book: PictureBook = {
  idNumber: 'PB-0016',
  kind: 'picture',
  title: 'Mo Makes Music',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Bang! Shh-shh! Hooo! Boing! Mo loves making noise, but his family keeps saying it is too loud, too strange, too spooky, too silly. Then Grandma has an idea: what if all the noises played together?',
  interests: ['music', 'funny', 'family'],
  subjects: ['Music', 'Families', 'Instruments', 'Humor'],
  ageMin: 3,
  ageMax: 6,
  nonfiction: false,
  publishedDaysAgo: 240,
  narrated: false,
  page: { width: W, height: H },
  cover: () =>
    cover({
      title: 'Mo Makes Music',
      author: AUTHOR,
      titleColor: '#ffe066',
      outline: '#c2185b',
      art:
        room(600, 900, { wall: '#ffd1e6', floor: '#e8b04a', seed: 'moc' }) +
        notes(90, 470, '#c2185b', 3) +
        notes(380, 420, '#6c4ab6', 2) +
        bang(470, 560) +
        soupPot({ x: 420, y: 860, s: 0.85, steam: false, color: '#8a8fa3' }) +
        mo(230, 860, 1.45, 'cheer', 'laugh') +
        line('M310 560L360 500', '#8a8fa3', 8),
    }),
  pages: [
    {
      text: 'Mo loves to make noise. Bang, crash, clang!',
      art: () =>
        kitchen(
          'Mo bangs and crashes in the kitchen',
          'mo1',
          mo(330, 560, 1, 'cheer', 'laugh'),
          bang(520, 330),
          bang(170, 280),
        ),
    },
    {
      text: 'Mo bangs a pot with a wooden spoon. "Too loud!" says Big Sister.',
      art: () =>
        kitchen(
          'Mo bangs a pot while his sister covers her ears',
          'mo2',
          soupPot({ x: 320, y: 560, s: 0.7, steam: false, color: '#8a8fa3' }),
          mo(200, 560, 0.9, 'hold', 'laugh', spoon),
          bang(380, 380),
          sister(560, 560, 0.95, 'cheer', 'worried', true),
        ),
    },
    {
      text: 'Mo shakes a box of rice, shh-shh-shh. "Too strange!" says Grandpa.',
      art: () =>
        kitchen(
          'Mo shakes a box of rice for Grandpa',
          'mo3',
          mo(260, 560, 0.95, 'hold', 'happy', riceBox(0, -50, 0.8)),
          grandpa(540, 560, 0.85, 'stand', 'surprised', true),
        ),
    },
    {
      text: 'Mo blows across the top of a bottle, hooo! "Too spooky!" says Dad.',
      art: () =>
        kitchen(
          'Mo blows across a bottle and Dad jumps',
          'mo4',
          bottle(300, 500, 0.8),
          mo(230, 560, 0.9, 'stand', 'surprised'),
          dad(540, 560, 0.85, 'cheer', 'surprised', true),
        ),
    },
    {
      text: 'Mo twangs a rubber band on a box. Boing! The cat gives him a very silly look.',
      art: () =>
        kitchen(
          'Mo twangs a rubber band and the cat stares',
          'mo5',
          bandBox(360, 560, 1),
          mo(220, 560, 0.9, 'point', 'laugh'),
          cat(560, 570, 0.7, 'surprised'),
        ),
    },
    {
      text: 'Mo sits down on the floor. "Nobody likes my noises," he says.',
      art: () =>
        kitchen(
          'Mo sits on the floor feeling sad',
          'mo6',
          mo(400, 580, 0.9, 'stand', 'sad'),
          cat(560, 580, 0.5, 'smile', 'sleep'),
        ),
    },
    {
      text: 'Then Grandma sits down beside him. "What if all your noises played together?" she asks.',
      art: () =>
        kitchen(
          'Grandma sits with Mo and has an idea',
          'mo7',
          grandma(300, 580, 0.8, 'point', 'happy'),
          mo(470, 580, 0.9, 'stand', 'surprised', undefined, true),
        ),
    },
    {
      text: 'Tap goes the pot. Shh goes the rice. Hooo goes the bottle, and boing goes the band.',
      art: () =>
        kitchen(
          'Mo plays all his home-made instruments at once',
          'mo8',
          soupPot({ x: 200, y: 560, s: 0.55, steam: false, color: '#8a8fa3' }),
          riceBox(310, 560, 0.8),
          bottle(470, 560, 0.7),
          bandBox(590, 560, 0.8),
          mo(400, 560, 0.85, 'cheer', 'laugh'),
          notes(180, 250, '#6c4ab6', 4),
        ),
    },
    {
      text: 'Big Sister starts to sing. Dad starts to dance. Grandpa claps along.',
      art: () =>
        kitchen(
          'The whole family sings, dances and claps',
          'mo9',
          sister(150, 560, 0.85, 'cheer', 'laugh'),
          dad(330, 560, 0.75, 'run', 'laugh'),
          grandpa(500, 560, 0.75, 'hold', 'happy'),
          mo(650, 560, 0.8, 'cheer', 'laugh', undefined, true),
          notes(260, 160, '#c2185b', 3),
        ),
    },
    {
      text: 'Even the cat swishes her tail in time. Swish, swish, swish.',
      art: () =>
        kitchen(
          'The cat swishes her tail to the beat',
          'mo10',
          cat(400, 570, 1.1, 'happy', 'wave'),
          notes(520, 260, '#6c4ab6', 2),
        ),
    },
    {
      text: '"That isn\'t noise," says Grandma, smiling. "That is music!"',
      art: () =>
        kitchen(
          'Grandma smiles: that is music',
          'mo11',
          grandma(300, 570, 0.85, 'cheer', 'laugh'),
          mo(480, 570, 0.85, 'cheer', 'laugh', undefined, true),
          notes(200, 200, '#c2185b', 3),
        ),
    },
    {
      text: 'And that is how the Mo-Tones became the loudest, happiest band on Maple Street.',
      art: () =>
        kitchen(
          'The family band, the Mo-Tones, plays together',
          'mo12',
          drum({ x: 400, y: 570, s: 0.9, color: '#ff5d5d' }),
          sister(160, 560, 0.75, 'cheer', 'laugh'),
          grandma(270, 560, 0.65, 'wave', 'happy'),
          mo(400, 470, 0.6, 'cheer', 'laugh'),
          dad(540, 560, 0.65, 'cheer', 'happy'),
          grandpa(660, 560, 0.65, 'wave', 'happy'),
          cat(740, 580, 0.35, 'happy'),
          notes(100, 150, '#6c4ab6', 4),
        ),
    },
  ],
};

export const MO_MAKES_MUSIC = book;
