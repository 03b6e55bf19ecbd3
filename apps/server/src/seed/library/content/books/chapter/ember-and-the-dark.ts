/**
 * "Ember and the Dark" (early chapter book, ages 6–9): a young dragon who is afraid of the dark
 * flies out one night without his fire and finds out what darkness hides.
 */
import type { ChapterBook } from '../../content.types.ts';
import {
  bug,
  chapterHead,
  circle,
  cover,
  dragon,
  ellipse,
  g,
  mountains,
  path,
  place,
  sky,
  stars,
  moon,
  water,
  type Part,
} from '../../art/index.ts';

const AUTHOR = 'Kofi Larkspur';
const ILLUSTRATOR = 'Pim Crayonne';

const ember = (
  x: number,
  y: number,
  s: number,
  pose: 'stand' | 'jump' | 'wave' | 'sleep' | 'peek' = 'stand',
  mood: 'smile' | 'worried' | 'surprised' | 'happy' | 'sleepy' | 'asleep' = 'smile',
  fire = false,
  flip = false,
): Part =>
  dragon({
    x,
    y,
    s,
    pose,
    mood,
    fire,
    flip,
    color: '#ff7b29',
    belly: '#ffe0b8',
    accent: '#ffd23f',
  });
const granny = (
  x: number,
  y: number,
  s: number,
  mood: 'smile' | 'happy' | 'sleepy' = 'smile',
  flip = false,
): Part => dragon({ x, y, s, mood, flip, color: '#7a6bd1', belly: '#e6e0ff', accent: '#c9c3e6' });

function mushroomGlow(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    circle(0, -20, 30, '#7ef0c1', { opacity: 0.25 }),
    path('M-6 0V-18H6V0Z', '#d9fff0'),
    path('M-22 -16Q0 -44 22 -16Z', '#7ef0c1'),
  );
}

const cave = (seed: string, ...parts: Part[]) =>
  chapterHead(
    seed,
    sky(800, 360, 'night'),
    stars(0, 0, 800, 200, 20, seed),
    mountains(800, 300, '#3d3570', seed, false),
    path('M0 360V120Q200 40 400 60Q600 40 800 120V360Z', '#4a3a2a'),
    path('M200 360Q220 160 400 140Q580 160 600 360Z', '#2a1e14'),
    ...parts,
  );

const book: ChapterBook = {
  idNumber: 'PB-0029',
  kind: 'chapter',
  title: 'Ember and the Dark',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Ember is a brave young dragon in almost every way: he can fly upside down and roar louder than a waterfall. But every night he keeps his fire burning in the cave, because Ember is afraid of the dark. Then Granny Flint takes him on a flight with no fire at all.',
  interests: ['fairy-tales', 'bedtime', 'feelings'],
  subjects: ['Dragons', 'Fear of the dark', 'Grandparents', 'Night'],
  ageMin: 6,
  ageMax: 9,
  nonfiction: false,
  publishedDaysAgo: 270,
  cover: () =>
    cover({
      title: 'Ember and the Dark',
      author: AUTHOR,
      titleColor: '#ffd23f',
      outline: '#3a1a6b',
      art:
        sky(600, 900, 'night') +
        stars(0, 0, 600, 900, 60, 'eadc') +
        moon(460, 440, 60, { face: 'smile' }) +
        mountains(600, 760, '#3d3570', 'eadc', false) +
        path('M0 900V760Q300 700 600 760V900Z', '#2a2450') +
        ember(280, 860, 1.45, 'wave', 'surprised'),
    }),
  chapters: [
    {
      title: 'The Fire That Never Went Out',
      art: () =>
        cave(
          'Ember keeps his fire burning in the cave',
          ember(400, 350, 0.6, 'stand', 'worried', true),
          circle(520, 300, 70, '#ffb347', { opacity: 0.25 }),
        ),
      paragraphs: [
        'High in the Cinder Mountains, in a cave with a view of three valleys, lived a young dragon called Ember.',
        'Ember was brave in almost every way. He could fly upside down. He could roar louder than the waterfall at the end of Echo Valley. He had once chased away a whole flock of noisy crows who were bothering the mountain goats, and the goats still talked about it.',
        'But every night, when the sun slid down behind the peaks and the sky turned from orange to purple to black, Ember did something he did not tell anybody about.',
        'He kept his fire burning.',
        'He would curl up at the back of the cave with his tail around his nose, and he would breathe out a small, steady flame, just enough to keep the cave glowing orange. He breathed it out all night long. In the morning he was always tired, and his throat was always scratchy, and there was a black smudge of soot on the ceiling that was getting bigger and bigger.',
        '"You look exhausted," said Granny Flint one morning, peering at him over her spectacles. Granny Flint was the oldest dragon in the Cinder Mountains. Her scales were the colour of a thundercloud, and her wings had little holes in them from a hundred years of adventures.',
        '"I\u2019m fine," said Ember, and yawned so widely that a puff of smoke came out.',
        'Granny Flint looked at the soot on the ceiling. She looked at Ember. She had not lived for a hundred and forty years without learning to notice things.',
        '"Ember," she said gently, "are you afraid of the dark?"',
        'Ember wanted to say no. Dragons are not supposed to be afraid of anything. Dragons are supposed to be the things other creatures are afraid of. But Granny Flint\u2019s eyes were kind, and he was so very tired.',
        '"Yes," he whispered. "When the fire goes out, I can\u2019t see anything. Anything could be out there. Anything at all."',
        'Granny Flint nodded slowly, as if he had told her something very sensible.',
        '"That\u2019s true," she said. "Anything could be out there. But you\u2019ve never seen it, have you? Because you always keep your fire lit." She tapped her claw on the cave floor. "Tonight, you and I are going to go and find out what the dark is hiding. And we\u2019re not taking any fire with us at all."',
        'Ember\u2019s tail curled up tight.',
        '"Not any fire?"',
        '"Not a spark," said Granny Flint. "Trust me."',
      ],
    },
    {
      title: 'No Fire Tonight',
      art: () =>
        chapterHead(
          'Ember and Granny Flint fly into the night',
          sky(800, 360, 'night'),
          stars(0, 0, 800, 360, 60, 'ead2'),
          mountains(800, 360, '#2a2450', 'ead2', false),
          granny(300, 220, 0.55, 'smile'),
          ember(520, 250, 0.4, 'jump', 'worried'),
        ),
      paragraphs: [
        'That evening, Ember watched the sun go down the way you might watch a friend leave on a long journey. The orange faded. The purple faded. The first cold breath of night crept into the cave.',
        '"Ready?" said Granny Flint, standing at the cave mouth with her wings spread.',
        '"No," said Ember.',
        '"Good," said Granny Flint. "Being ready is overrated. Let\u2019s go."',
        'She dropped off the edge of the mountain and swooped away into the dark. Ember took a deep breath, the kind of breath that usually came out as fire, and this time he held it in. Then he jumped.',
        'At first, it was terrible. The dark was everywhere, thick and black, pressing against his eyes. He could hear the wind rushing past and Granny Flint\u2019s wings beating somewhere ahead, but he couldn\u2019t see a thing. His heart thumped. Fire tickled the back of his throat, begging to be let out.',
        '"Don\u2019t light up," called Granny Flint, as if she could read his mind. "Just wait. Give your eyes time. They\u2019re cleverer than you think."',
        'So Ember waited. He flew and he waited and he breathed, in and out, no fire.',
        'And slowly, very slowly, the dark began to change.',
        'It was not black after all. It was deep, deep blue. Against it, the mountains were shapes of darker blue, with silver edges where the starlight touched them. He could see Granny Flint now, a grey shadow gliding ahead of him. He could see the snow on the highest peak, glowing faintly like a sleeping ghost.',
        '"Your eyes have grown bigger," said Granny Flint. "In the dark, the black circles in the middle of your eyes open wide to let in every scrap of light. It takes a little while. If you had lit your fire, they would have shrunk right back, and you\u2019d never have seen any of this."',
        'Ember looked up.',
        'He had never seen the sky like this before. When his fire was burning, there had only ever been a few stars, faint and far away. Now there were thousands of them. Tens of thousands. They were scattered across the sky like sugar spilled on a blue tablecloth, and across the middle ran a great pale river of light, soft as smoke.',
        '"What\u2019s that?" he breathed.',
        '"That is the Milky Way," said Granny Flint. "Each little speck in it is a star, so far away that its light has been travelling for longer than you or I have been alive." She smiled. "It\u2019s been up there every single night, Ember. You just had to turn your fire off to see it."',
      ],
    },
    {
      title: 'What the Dark Was Hiding',
      art: () =>
        chapterHead(
          'Glowing mushrooms, fireflies and a moonlit lake',
          sky(800, 360, 'night'),
          stars(0, 0, 800, 220, 40, 'ead3'),
          moon(660, 70, 34, { full: true }),
          water(800, 360, 230, '#2a3a8a', 'ead3'),
          ellipse(660, 280, 40, 8, '#fff4c2', { opacity: 0.5 }),
          mushroomGlow(120, 340, 1.3),
          mushroomGlow(180, 345, 0.9),
          bug({ kind: 'firefly', x: 330, y: 150, s: 0.45 }),
          bug({ kind: 'firefly', x: 460, y: 120, s: 0.4, flip: true }),
          ember(330, 345, 0.45, 'stand', 'happy'),
          granny(520, 345, 0.5, 'happy', true),
        ),
      paragraphs: [
        'They flew down into Echo Valley, where the river ran.',
        'In the daytime, Ember knew this valley well: the waterfall, the rocks, the pine trees, the boring bit with all the mud. But at night, without his fire, it was a different place.',
        'First he saw the fireflies. Hundreds of them rose out of the long grass by the river, blinking on and off, on and off, like tiny lanterns being passed from hand to hand. They drifted around Ember\u2019s head, and one landed on his nose and glowed there for a moment, so close that he went cross-eyed looking at it.',
        '"They\u2019re talking to each other," said Granny Flint softly. "Each kind of firefly has its own pattern of flashes. It\u2019s how they find their friends."',
        'Then they landed by the lake at the bottom of the valley. The moon had risen, round and white, and it lay on the water in a long silver path that started right at Ember\u2019s feet and ran all the way to the far shore. The lake was so still that there were two moons, one in the sky and one in the water, and two skies full of stars.',
        'Ember forgot to be scared. He forgot to be anything except amazed.',
        '"Look down there," said Granny Flint, pointing with her wing at the roots of an old fallen tree.',
        'Ember looked. And there, in the darkest place of all, something was glowing. Little mushrooms, each one no bigger than his claw, were shining a soft, ghostly green, as if someone had dusted them with moonlight.',
        '"They make their own light," said Granny Flint. "You\u2019d never see it in the day. The sun is too bright. And you\u2019d never see it by firelight either. They only show themselves in the deepest dark."',
        'Ember lay down on the cool grass by the lake with his chin on his paws. The fireflies blinked. The mushrooms glowed. Somewhere an owl called, and somewhere another owl called back. None of it was frightening. All of it was beautiful.',
        '"Granny," he said after a long time, "the dark isn\u2019t empty at all, is it?"',
        '"No," said Granny Flint. "It\u2019s just quiet. Some of the loveliest things in the world are quiet. You have to be still to notice them."',
        'They flew home slowly, side by side, under the great river of stars.',
        'That night, for the first time he could remember, Ember curled up at the back of his cave and did not light his fire. He left the cave mouth open so he could see the sky. He could still feel the fire inside him, warm and ready, if he ever needed it.',
        'But he didn\u2019t.',
        'He fell asleep counting stars, and the soot on the ceiling never got any bigger again.',
      ],
    },
  ],
};

export const EMBER_AND_THE_DARK = book;
