/**
 * "How Music Works" (nonfiction, EPUB, ages 8–12).
 */
import type { FactBook } from '../../content.types.ts';
import {
  circle,
  cover,
  diagram,
  drum,
  ellipse,
  g,
  guitar,
  label,
  line,
  notes,
  path,
  person,
  place,
  rect,
  trumpet,
  HAIR,
  SKIN,
  type Part,
} from '../../art/index.ts';

const AUTHOR = 'Bartholomew Inkwell';
const ILLUSTRATOR = 'Sasha Doodlebrook';

const panel = (title: string, bg: string, ...parts: Part[]) =>
  diagram(title, rect(0, 0, 800, 450, bg), ...parts);

function wave(y: number, amp: number, len: number, color: string): Part {
  let d = `M40 ${y}`;
  for (let x = 40; x < 760; x += len) d += `q${len / 4} ${-amp} ${len / 2} 0t${len / 2} 0`;
  return line(d, color, 5);
}

function piano(x: number, y: number, s: number): Part {
  const white = Array.from({ length: 14 }, (_, i) =>
    rect(i * 30, 0, 28, 120, '#ffffff', { stroke: '#c9c3e6', strokeWidth: 2 }),
  );
  const black = [0, 1, 3, 4, 5, 7, 8, 10, 11, 12].map((i) =>
    rect(i * 30 + 20, 0, 18, 72, '#2b2240'),
  );
  return g(place(x, y, s), rect(-10, -20, 440, 150, '#3a2a4a', { rx: 10 }), ...white, ...black);
}

function bottles(x: number, y: number): Part {
  return g(
    place(x, y, 1),
    ...[0, 1, 2, 3, 4].map((i) =>
      g(
        place(i * 70, 0, 1),
        path('M-10 -140V-110Q-26 -100 -26 -80V0H26V-80Q26 -100 10 -110V-140Z', '#e6f7ff', {
          stroke: '#8fb8d8',
          strokeWidth: 3,
        }),
        rect(
          -24,
          -20 - i * 20,
          48,
          18 + i * 20,
          ['#ff5d5d', '#ff9f43', '#ffd23f', '#6bcb77', '#4d96ff'][i]!,
          { opacity: 0.8 },
        ),
      ),
    ),
  );
}

const soundArt = () =>
  panel(
    'Sound travels as waves of vibrating air',
    '#eef6ff',
    drum({ x: 110, y: 330, s: 1 }),
    ...[0, 1, 2, 3].map((i) =>
      path(`M${200 + i * 60} 200Q${230 + i * 60} 260 ${200 + i * 60} 320`, 'none', {
        stroke: '#4d96ff',
        strokeWidth: 6,
        strokeLinecap: 'round',
        opacity: 1 - i * 0.2,
      }),
    ),
    person({
      x: 640,
      y: 420,
      s: 0.9,
      skin: SKIN[2],
      hair: HAIR.brown,
      hairStyle: 'long',
      shirt: '#ff7bac',
      pose: 'stand',
      mood: 'happy',
    }),
    label(420, 120, 'vibrations travel through the air to your ears', 22),
  );

const pitchArt = () =>
  panel(
    'High notes have short, fast waves; low notes have long, slow waves',
    '#fff8ec',
    wave(150, 40, 40, '#e8413c'),
    wave(320, 60, 160, '#4d96ff'),
    label(400, 80, 'high pitch: fast vibrations', 24),
    label(400, 420, 'low pitch: slow vibrations', 24),
  );

const familiesArt = () =>
  panel(
    'Instrument families: strings, brass, percussion and keyboards',
    '#f5f0ff',
    guitar({ x: 110, y: 400, s: 1.1, color: '#ff9f43' }),
    trumpet({ x: 320, y: 200, s: 1.1 }),
    drum({ x: 320, y: 410, s: 0.9, color: '#4d96ff' }),
    piano(470, 250, 0.7),
    label(110, 60, 'strings', 24),
    label(320, 120, 'brass', 24),
    label(320, 280, 'percussion', 24),
    label(620, 200, 'keyboard', 24),
  );

const rhythmArt = () =>
  panel(
    'Beat, melody and harmony on a music staff',
    '#ffffff',
    ...[0, 1, 2, 3, 4].map((i) => line(`M60 ${140 + i * 24}H740`, '#2b2240', 3)),
    notes(140, 210, '#6c4ab6', 4),
    notes(420, 190, '#e8413c', 3),
    ...[0, 1, 2, 3].map((i) => circle(160 + i * 160, 360, 14, '#ffd23f')),
    label(400, 410, 'steady beat: 1 2 3 4', 24),
  );

const worldArt = () =>
  panel(
    'Music around the world and an ancient bone flute',
    '#fff3e0',
    g(
      place(160, 220, 1),
      rect(-100, -10, 200, 20, '#f3e6c8', { rx: 10 }),
      ...[-60, -30, 0, 30, 60].map((hx) => circle(hx, 0, 5, '#8a6a48')),
    ),
    drum({ x: 420, y: 400, s: 1, color: '#c98b55' }),
    g(
      place(640, 380, 1),
      ...[0, 1, 2, 3, 4, 5].map((i) =>
        rect(-110 + i * 38, -60 + (i % 2) * 6, 32, 26, '#d9a53f', { rx: 4 }),
      ),
      rect(-120, -36, 240, 20, '#8a5a3b'),
    ),
    label(160, 160, 'bone flute', 22),
    label(420, 240, 'djembe', 22),
    label(640, 280, 'gamelan', 22),
  );

const makeArt = () =>
  panel(
    'Make a bottle xylophone',
    '#eefbf4',
    bottles(200, 380),
    line('M480 200L560 120', '#a0673d', 8),
    circle(565, 114, 12, '#e8413c'),
    notes(560, 260, '#2f7d45', 3),
    label(340, 90, 'Tap each bottle: more water, lower note', 24),
  );

const book: FactBook = {
  idNumber: 'PB-0043',
  kind: 'facts',
  format: 'epub',
  title: 'How Music Works',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'What is sound, and why can\u2019t you hear it in space? Why do big drums boom and tiny bells tinkle? Explore vibrations, pitch, rhythm and harmony, meet instruments from every corner of the world, and build your own bottle xylophone.',
  interests: ['music', 'science', 'history'],
  subjects: ['Music', 'Sound', 'Instruments', 'Nonfiction'],
  ageMin: 8,
  ageMax: 12,
  nonfiction: true,
  publishedDaysAgo: 220,
  cover: () =>
    cover({
      title: 'How Music Works',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#a0196b',
      badge: { text: 'FACTS', color: '#c2185b' },
      art:
        rect(0, 0, 600, 900, '#ffcce6') +
        ellipse(300, 640, 280, 230, '#ffe0f0') +
        notes(80, 430, '#c2185b', 4) +
        guitar({ x: 200, y: 880, s: 1.5, rotate: -15, color: '#ff9f43' }) +
        trumpet({ x: 420, y: 600, s: 1.2, rotate: -20 }) +
        drum({ x: 450, y: 850, s: 1.1, color: '#6c4ab6' }),
    }),
  sections: [
    {
      heading: 'What Is Sound?',
      paragraphs: [
        'Every sound you hear starts with something vibrating, moving quickly back and forth. When you pluck a guitar string or hit a drum, it shakes the air around it, and those shakes travel outward as waves, a bit like ripples spreading across a pond.',
        'When the sound waves reach your ears, they make your eardrums vibrate too. Tiny bones inside your ears pass the vibrations on, and your inner ear turns them into signals that your brain understands as sound.',
        'Sound needs something to travel through, like air, water or solid wood. In space there is almost no air, so there is nothing to carry the vibrations. Space is silent.',
      ],
      facts: [
        'In air, sound travels at about 343 meters per second, that is about 1,230 kilometers (770 miles) per hour.',
        'Sound travels about four times faster through water than through air.',
        'Put your hand on your throat while you hum. The buzzing you feel is your vocal cords vibrating.',
      ],
      art: soundArt,
    },
    {
      heading: 'High and Low, Loud and Soft',
      paragraphs: [
        'How high or low a sound is, is called its pitch. Fast vibrations make high notes, and slow vibrations make low notes. Scientists measure how many vibrations happen each second in hertz.',
        'On a guitar, a thin, tight string vibrates fast and makes a high note. A thick, loose string vibrates slowly and makes a low note. Press a string against the neck and you make the vibrating part shorter, which makes the note higher. Big drums boom and little bells tinkle for the same reason: bigger things usually vibrate more slowly.',
        'How loud a sound is depends on how big the vibrations are. A gentle pluck makes a quiet sound and a strong one makes a loud sound. Loudness is measured in decibels.',
      ],
      facts: [
        'Most young people can hear sounds from about 20 to 20,000 vibrations per second. As people get older, they usually lose the very highest sounds first.',
        'Dogs and bats can hear sounds far too high for humans to hear.',
        'Very loud sounds can damage your hearing, so it is a good idea to protect your ears at loud concerts.',
      ],
      art: pitchArt,
    },
    {
      heading: 'Families of Instruments',
      paragraphs: [
        'Musical instruments are often grouped into families by how they make their sound. String instruments, like the violin, cello, guitar and harp, have strings that are plucked, strummed or played with a bow.',
        'Woodwind instruments, like the flute, clarinet and oboe, make sound when air vibrates inside a tube. Brass instruments, like the trumpet, trombone and tuba, are played by buzzing your lips into a metal mouthpiece. Percussion instruments, like drums, cymbals and xylophones, are hit, shaken or scraped.',
        'The piano is a bit of both. When you press a key, a small felt hammer hits a string inside. So it has strings like a string instrument, but it is played by hitting, like percussion.',
      ],
      facts: [
        'A standard piano has 88 keys: 52 white and 36 black.',
        'The flute is a woodwind instrument, even though modern flutes are usually made of metal.',
        'A full symphony orchestra can have around 100 musicians playing together.',
      ],
      art: familiesArt,
    },
    {
      heading: 'Beat, Melody and Harmony',
      paragraphs: [
        'Almost all music has a beat: a steady pulse, like a heartbeat, that you can tap your foot or clap along to. How fast the beat goes is called the tempo. Musicians often measure tempo in beats per minute.',
        'A melody is a line of notes, one after another, that makes a tune you can hum or sing. Rhythm is the pattern of long and short sounds that the notes make against the beat.',
        'Harmony is what happens when different notes are played at the same time. Three or more notes played together make a chord. Some chords sound bright and happy, some sound dark or sad, and composers use them to create feelings.',
      ],
      facts: [
        'Music is written on five lines called a staff. The higher a note sits on the staff, the higher it sounds.',
        'About a thousand years ago, an Italian monk named Guido of Arezzo helped invent a way of writing music on lines, which grew into the staff we use today.',
        'When people sing or play music together, their heartbeats and breathing can start to fall into step.',
      ],
      art: rhythmArt,
    },
    {
      heading: 'Music Around the World and Through Time',
      paragraphs: [
        'People have been making music for a very long time. The oldest musical instruments found so far are flutes made from bird bones and mammoth ivory, discovered in caves in Germany. They are around 40,000 years old.',
        'Every culture in the world has its own music. In Indonesia, gamelan orchestras play shimmering patterns on bronze gongs and metal bars. In West Africa, the djembe drum can make deep bass tones and sharp slaps, all with the player\u2019s bare hands. In India, the sitar has extra strings that ring along in sympathy with the notes being played.',
        'Music keeps changing as people share it. New instruments are invented, old styles mix together, and new kinds of music are born all the time.',
      ],
      facts: [
        'The word "music" comes from the Muses, goddesses of the arts in ancient Greek stories.',
        'The djembe is traditionally carved from a single piece of wood and covered with goatskin.',
        'Humans are not the only musicians: whales and many birds sing songs with repeating patterns.',
      ],
      art: worldArt,
    },
    {
      heading: 'Make Your Own Music',
      paragraphs: [
        'You do not need an expensive instrument to make music. Stretch rubber bands of different thicknesses around an open box, and you have a simple guitar: thicker bands make lower notes.',
        'For a bottle xylophone, line up five glass bottles or jars and fill them with different amounts of water. Tap each one gently with a wooden spoon. The bottle with the most water makes the lowest note, because there is more water to vibrate.',
        'Now try blowing across the tops of the same bottles instead. Something surprising happens: the bottle with the most water makes the highest note. That is because now it is the air inside that vibrates, and a short column of air makes a higher sound than a long one.',
      ],
      facts: [
        'Adding a few drops of food coloring to each bottle makes a rainbow xylophone.',
        'Grains of rice in a sealed container make a great shaker. Try dried beans for a different sound.',
        'Any object that vibrates can make music, even a comb and a piece of paper.',
      ],
      art: makeArt,
    },
  ],
  glossary: [
    { term: 'chord', definition: 'Three or more notes played at the same time.' },
    { term: 'decibel', definition: 'A unit for measuring how loud a sound is.' },
    { term: 'harmony', definition: 'Different notes played or sung together.' },
    { term: 'melody', definition: 'A tune: a line of notes played one after another.' },
    { term: 'pitch', definition: 'How high or low a sound is.' },
    { term: 'rhythm', definition: 'The pattern of long and short sounds in music.' },
    { term: 'tempo', definition: 'How fast or slow the beat of the music is.' },
    { term: 'vibration', definition: 'A quick movement back and forth.' },
  ],
};

export const HOW_MUSIC_WORKS = book;
