/**
 * "Your Amazing Body" (nonfiction, PDF, ages 7–11). Classroom edition: educators only.
 */
import type { FactBook } from '../../content.types.ts';
import {
  apple,
  carrot,
  circle,
  cover,
  diagram,
  ellipse,
  g,
  heart,
  label,
  line,
  path,
  person,
  place,
  rect,
  HAIR,
  SKIN,
  type Part,
} from '../../art/index.ts';

const AUTHOR = 'Dr. Priya Lindqvist-Moss';
const ILLUSTRATOR = 'Lulu Brightwash';

const panel = (title: string, bg: string, ...parts: Part[]) =>
  diagram(title, rect(0, 0, 800, 450, bg), ...parts);

const cellsArt = () =>
  panel(
    'Cells build tissues, tissues build organs',
    '#fff3f6',
    ...[0, 1, 2, 3, 4, 5, 6].map(
      (i) =>
        circle(120 + (i % 3) * 50, 150 + Math.floor(i / 3) * 50, 24, '#ffc2d1', {
          stroke: '#e58aa5',
          strokeWidth: 3,
        }) + circle(120 + (i % 3) * 50, 150 + Math.floor(i / 3) * 50, 7, '#b5407a'),
    ),
    line('M280 210H360', '#2b2240', 5),
    path('M360 210l-14 -10v20Z', '#2b2240'),
    heart(520, 220, 80, '#e8413c'),
    label(170, 340, 'cells', 26),
    label(520, 360, 'an organ: the heart', 26),
  );

const skeletonArt = () =>
  panel(
    'A friendly skeleton: 206 bones',
    '#eef6ff',
    g(
      place(400, 420, 1.1),
      circle(0, -300, 40, '#ffffff', { stroke: '#c9d3e4', strokeWidth: 4 }),
      circle(-14, -304, 8, '#2b2240'),
      circle(14, -304, 8, '#2b2240'),
      line('M0 -258V-120', '#ffffff', 12),
      ...[0, 1, 2, 3].map((i) =>
        path(
          `M0 ${-240 + i * 26}Q-50 ${-232 + i * 26} -46 ${-214 + i * 26}M0 ${-240 + i * 26}Q50 ${-232 + i * 26} 46 ${-214 + i * 26}`,
          'none',
          { stroke: '#ffffff', strokeWidth: 7, strokeLinecap: 'round' },
        ),
      ),
      line('M-60 -250L-90 -150L-100 -80M60 -250L90 -150L100 -80', '#ffffff', 10),
      path('M-40 -130Q0 -100 40 -130L30 -100H-30Z', '#ffffff'),
      line('M-20 -100L-30 -10L-30 0M20 -100L30 -10L30 0', '#ffffff', 12),
    ),
    label(620, 140, 'skull', 24),
    label(620, 220, 'ribs', 24),
    label(620, 340, 'femur', 24),
  );

const heartArt = () =>
  panel(
    'The heart pumps blood around the body',
    '#fff0f0',
    heart(260, 230, 110, '#e8413c'),
    line('M380 180Q560 60 700 200Q560 340 380 280', '#e8413c', 10, { strokeDasharray: '22 14' }),
    line('M420 250Q560 330 680 240', '#4d96ff', 8, { strokeDasharray: '22 14' }),
    label(560, 120, 'arteries carry blood away', 22),
    label(560, 380, 'veins bring it back', 22),
  );

const lungsArt = () =>
  panel(
    'Two lungs and the diaphragm',
    '#eefbf4',
    line('M400 60V150M400 150L340 190M400 150L460 190', '#e58aa5', 12),
    path('M340 180Q250 190 240 300Q240 380 320 380Q380 370 380 300Q380 220 340 180Z', '#ff9fb5'),
    path('M460 180Q550 190 560 300Q560 380 480 380Q420 370 420 300Q420 220 460 180Z', '#ff9fb5'),
    path('M220 400Q400 340 580 400', 'none', {
      stroke: '#c96a4a',
      strokeWidth: 10,
      strokeLinecap: 'round',
    }),
    label(400, 40, 'windpipe', 22),
    label(650, 300, 'lungs', 24),
    label(400, 440, 'diaphragm', 22),
  );

const brainArt = () =>
  panel(
    'The brain and the five senses',
    '#f3efff',
    g(
      place(400, 230, 1),
      path(
        'M-130 20Q-160 -80 -80 -120Q-20 -170 50 -130Q140 -130 140 -40Q170 40 90 70Q20 100 -40 80Q-120 80 -130 20Z',
        '#ffb3d1',
        { stroke: '#e58aa5', strokeWidth: 5 },
      ),
      line('M-90 -60q30 20 60 0t60 0M-80 0q30 20 60 0t60 0t60 0M-40 50q30 -16 60 0', '#e58aa5', 5),
      line('M0 -130V80', '#e58aa5', 4),
    ),
    label(130, 90, 'see', 26),
    label(110, 230, 'hear', 26),
    label(150, 380, 'smell', 26),
    label(660, 110, 'taste', 26),
    label(680, 330, 'touch', 26),
  );

const healthyArt = () =>
  panel(
    'Healthy habits: good food, water, play and sleep',
    '#fffbe6',
    apple({ x: 120, y: 300, s: 1.2 }),
    carrot({ x: 230, y: 330, s: 1.2, rotate: 20 }),
    rect(300, 220, 50, 90, '#bfeaff', { rx: 10, stroke: '#8fb8d8', strokeWidth: 4 }),
    person({
      x: 520,
      y: 420,
      s: 1,
      skin: SKIN[5],
      hair: HAIR.black,
      hairStyle: 'afro',
      shirt: '#6bcb77',
      pose: 'run',
      mood: 'laugh',
    }),
    ellipse(700, 360, 60, 24, '#6c8cff'),
    label(700, 320, 'zzz', 30),
  );

const book: FactBook = {
  idNumber: 'PB-0041',
  kind: 'facts',
  format: 'pdf',
  title: 'Your Amazing Body',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Trillions of cells, 206 bones, a heart that never takes a day off and a brain that runs the whole show. A classroom tour of the human body, from the tiniest cell to healthy habits that keep it working.',
  interests: ['science', 'food'],
  subjects: ['Human body', 'Health', 'Biology', 'Nonfiction'],
  ageMin: 7,
  ageMax: 11,
  nonfiction: true,
  publishedDaysAgo: 100,
  userSegments: ['EDUCATOR'],
  cover: () =>
    cover({
      title: 'Your Amazing Body',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#b5407a',
      badge: { text: 'FACTS', color: '#e8413c' },
      art:
        rect(0, 0, 600, 900, '#ffd1e1') +
        circle(300, 620, 230, '#ffe6ee') +
        heart(470, 460, 46, '#e8413c') +
        person({
          x: 300,
          y: 880,
          s: 1.9,
          skin: SKIN[3],
          hair: HAIR.brown,
          hairStyle: 'curly',
          shirt: '#4d96ff',
          pose: 'cheer',
          mood: 'laugh',
        }),
    }),
  sections: [
    {
      heading: 'Made of Cells',
      paragraphs: [
        'Your body is built from tiny living units called cells. They are far too small to see without a microscope, and there are tens of trillions of them in your body.',
        'There are hundreds of different kinds of cells, each with a job to do. Nerve cells carry messages. Muscle cells pull and squeeze. Red blood cells carry oxygen. Skin cells protect you from the outside world.',
        'Cells of the same kind join together to make tissues, like muscle tissue. Different tissues join together to make organs, like the heart, lungs, stomach and brain. And organs work together in systems to keep you alive.',
      ],
      facts: [
        'Every day, your body makes billions of new cells to replace old ones.',
        'The outer layer of your skin is replaced every few weeks. Some of the dust in a house is made of tiny flakes of old skin.',
        'Your body is about 60 percent water.',
      ],
      art: cellsArt,
    },
    {
      heading: 'Bones and Muscles',
      paragraphs: [
        'Your skeleton holds you up, protects your soft organs and gives your muscles something to pull on. A grown-up skeleton has 206 bones. Babies are born with more, around 300, but some of them join together as they grow.',
        'The biggest bone is the thigh bone, or femur. The smallest is the stirrup bone, or stapes, deep inside your ear. It is about the size of a grain of rice.',
        'You have more than 600 muscles. Muscles can only pull, never push, so they often work in pairs: one pulls to bend your arm and the other pulls to straighten it. The hardest-working muscle of all is your heart.',
      ],
      facts: [
        'More than half of your bones are in your hands and feet.',
        'Bones are alive. They grow, and they can mend themselves when they break.',
        'You use muscles even when you are sitting still: to hold your head up, to breathe and to blink.',
      ],
      art: skeletonArt,
    },
    {
      heading: 'Heart and Blood',
      paragraphs: [
        'Your heart is a muscle about the size of your fist. It pumps blood around your body through tubes called blood vessels. Arteries carry blood away from the heart, and veins bring it back.',
        'Blood carries oxygen from your lungs and nutrients from your food to every cell in your body, and takes away waste. It also carries white blood cells, which fight germs.',
        'Your heart beats about 100,000 times a day, every day, without you ever having to think about it. When you run, it beats faster to send more oxygen to your muscles.',
      ],
      facts: [
        'If all the blood vessels in one grown-up\u2019s body were laid end to end, they would stretch more than twice around the Earth.',
        'You can feel your heartbeat as a pulse in your wrist or neck. Try counting it for fifteen seconds and multiplying by four.',
        'Red blood cells make a complete trip around your body in about a minute.',
      ],
      art: heartArt,
    },
    {
      heading: 'Breathing',
      paragraphs: [
        'Every cell in your body needs oxygen, and it gets it from the air you breathe. When you breathe in, air travels down your windpipe into your two lungs.',
        'Inside the lungs, the air passes into millions of tiny air sacs, surrounded by tiny blood vessels. Oxygen moves from the air into the blood, and a waste gas called carbon dioxide moves from the blood into the air. Then you breathe it out.',
        'Breathing is powered mostly by a dome-shaped muscle under your lungs called the diaphragm. When it tightens and flattens, it pulls air in. When it relaxes, air flows out.',
      ],
      facts: [
        'You breathe around 20,000 times a day.',
        'Hiccups happen when your diaphragm suddenly jerks and the flap at the top of your windpipe snaps shut. That makes the "hic" sound.',
        'Your left lung is a little smaller than your right one, to make room for your heart.',
      ],
      art: lungsArt,
    },
    {
      heading: 'Brain and Senses',
      paragraphs: [
        'Your brain is the control center of your body. It is made of about 86 billion nerve cells that send messages to each other, and to the rest of your body through your spinal cord and nerves.',
        'Your brain gets information about the world from your senses: sight, hearing, smell, taste and touch. Your eyes, ears, nose, tongue and skin send signals to your brain, which makes sense of them in a fraction of a second.',
        'Your brain never stops working, even while you sleep. Sleep is when it sorts through the day, stores memories and helps your body grow and repair itself.',
      ],
      facts: [
        'Your brain uses about a fifth of all the energy your body uses, even though it is only about two percent of your weight.',
        'Much of what we call taste is really smell. That is why food tastes dull when you have a blocked nose.',
        'Messages can zoom along some nerves at more than 100 meters per second.',
      ],
      art: brainArt,
    },
    {
      heading: 'Keeping Your Body Healthy',
      paragraphs: [
        'Your body turns food into energy and building materials. Eating a mix of foods, especially fruits, vegetables and whole grains, gives it what it needs. Water is important too, because your body is mostly water and loses some every day.',
        'Exercise makes your heart, lungs, muscles and bones stronger. Running, jumping, dancing, swimming and playing outside all count. Try to move your body every day.',
        'Sleep matters as much as food and exercise. Children need more sleep than grown-ups, usually around nine to twelve hours a night, because their bodies and brains are growing so fast. Washing your hands with soap helps stop germs from spreading.',
      ],
      facts: [
        'Your small intestine, where most of your food is absorbed, is several meters long, folded up neatly inside your belly.',
        'Food usually takes a day or more to travel all the way through your digestive system.',
        'Washing your hands properly takes about 20 seconds, about as long as singing "Happy Birthday" twice.',
      ],
      art: healthyArt,
    },
  ],
  glossary: [
    { term: 'artery', definition: 'A blood vessel that carries blood away from the heart.' },
    { term: 'cell', definition: 'The tiny building block that all living things are made of.' },
    {
      term: 'diaphragm',
      definition: 'The dome-shaped muscle under the lungs that helps you breathe.',
    },
    {
      term: 'organ',
      definition:
        'A body part made of different tissues that does a particular job, such as the heart.',
    },
    { term: 'oxygen', definition: 'A gas in the air that every cell in your body needs.' },
    { term: 'skeleton', definition: 'The frame of bones that supports and protects the body.' },
    { term: 'tissue', definition: 'A group of similar cells working together.' },
    { term: 'vein', definition: 'A blood vessel that carries blood back to the heart.' },
  ],
};

export const YOUR_AMAZING_BODY = book;
