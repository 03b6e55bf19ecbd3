/**
 * "Ocean Deep" (nonfiction, EPUB, ages 7–11).
 */
import type { FactBook } from '../../content.types.ts';
import {
  bubbles,
  circle,
  coral,
  cover,
  crab,
  diagram,
  ellipse,
  fish,
  g,
  jellyfish,
  label,
  line,
  octopus,
  path,
  place,
  planet,
  rect,
  seaFloor,
  seaweed,
  sky,
  stars,
  starfish,
  turtle,
  water,
  whale,
  linearGradient,
  ref,
  type Part,
} from '../../art/index.ts';

const AUTHOR = 'Otis Pennywhistle';
const ILLUSTRATOR = 'Sasha Doodlebrook';

const sea = (title: string, ...parts: Part[]) =>
  diagram(title, sky(800, 450, 'underwater'), ...parts);

/** A little anglerfish with its glowing lure. */
function anglerfish(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    line('M20 -34Q40 -80 80 -70', '#6b5d70', 4),
    circle(80, -70, 16, '#fff38a', { opacity: 0.5 }),
    circle(80, -70, 8, '#fff38a'),
    path('M-60 0L-90 -24L-86 24Z', '#4a3f5a'),
    ellipse(0, 0, 66, 44, '#4a3f5a'),
    path('M30 10L66 6L30 24Z', '#2b2240'),
    ...[36, 46, 56].map((tx) => path(`M${tx} 8l4 8l4 -8Z`, '#ffffff')),
    circle(28, -14, 7, '#ffffff'),
    circle(30, -14, 3.5, '#2b2240'),
  );
}

function tubeWorms(x: number, y: number): Part {
  return g(
    place(x, y, 1),
    ...[-30, -10, 10, 30].map(
      (tx, i) =>
        rect(tx - 6, -80 - i * 10, 12, 80 + i * 10, '#f3ecd8', { rx: 6 }) +
        circle(tx, -84 - i * 10, 10, '#e8413c'),
    ),
    path('M-80 0L-60 -40Q-40 -60 -50 -100Q-30 -60 -20 0Z', '#3a3438'),
    circle(-50, -120, 20, '#5a5a6a', { opacity: 0.6 }),
  );
}

const earthArt = () =>
  diagram(
    'Earth seen from space is mostly blue ocean',
    sky(800, 450, 'space'),
    stars(0, 0, 800, 450, 40, 'odearth'),
    planet(400, 225, 180, '#2b7bd6'),
    path('M300 120q60 -30 100 10q20 60 -40 90q-70 10 -60 -100Z', '#4cb963'),
    path('M440 260q80 -20 100 40q-20 60 -80 50Z', '#4cb963'),
    ellipse(380, 200, 140, 20, '#ffffff', { opacity: 0.5 }),
  );

function zonesArt(): string {
  const bands = [
    ['#5fd0ef', 'Sunlight zone', '0-200 m'],
    ['#2f8fc9', 'Twilight zone', '200-1,000 m'],
    ['#1a4f8a', 'Midnight zone', '1,000-4,000 m'],
    ['#0f2f5a', 'The abyss', '4,000-6,000 m'],
    ['#081a36', 'The trenches', 'down to about 11,000 m'],
  ];
  return diagram(
    'The layers of the ocean from the sunny surface to the deepest trenches',
    ...bands.map(
      ([c, name, depth], i) =>
        rect(0, i * 90, 800, 90, c!) +
        label(30, i * 90 + 56, `${name}: ${depth}`, 24, '#2b2240', 'start'),
    ),
    fish({ x: 640, y: 45, s: 0.6, color: '#ff9f43' }),
    jellyfish({ x: 650, y: 150, s: 0.6, color: '#c59bff' }),
    anglerfish(650, 235, 0.6),
  );
}

const giantsArt = () =>
  sea(
    'A blue whale and a whale shark',
    whale({ x: 330, y: 190, s: 1.2, color: '#4d7fd6', mood: 'smile', spout: false }),
    g(
      place(620, 340, 0.8),
      path('M-140 0Q-60 -50 80 -20Q120 -10 130 0Q120 10 80 20Q-60 50 -140 0Z', '#5a6a8a'),
      path('M-140 0L-190 -40L-180 0L-190 40Z', '#5a6a8a'),
      ...[
        [-60, -10],
        [-20, 6],
        [20, -8],
        [40, 10],
        [-90, 8],
      ].map(([sx, sy]) => circle(sx!, sy!, 5, '#ffffff')),
    ),
    label(620, 410, 'whale shark', 22),
    label(330, 80, 'blue whale', 24),
  );

const darkArt = () =>
  diagram(
    'Glowing creatures of the deep sea',
    rect(0, 0, 800, 450, '#061430'),
    ...[
      [100, 80],
      [700, 60],
      [300, 380],
      [560, 300],
      [200, 250],
    ].map(([x, y]) => circle(x!, y!, 4, '#7ef0c1', { opacity: 0.8 })),
    anglerfish(260, 220, 1.3),
    jellyfish({ x: 600, y: 180, s: 1, color: '#7ef0c1' }),
    tubeWorms(620, 440),
  );

const reefArt = () =>
  sea(
    'A colorful coral reef with fish, a turtle and a crab',
    seaFloor(800, 450, 360, 'odreef'),
    coral(120, 380, 1.2, '#ff7b9c'),
    coral(300, 390, 1, '#ffb347'),
    coral(650, 380, 1.3, '#b57bff'),
    fish({ x: 220, y: 160, s: 0.9, color: '#ff9f43' }),
    fish({ x: 500, y: 120, s: 0.7, color: '#ffd23f', flip: true }),
    fish({ x: 420, y: 250, s: 0.6, color: '#4d96ff' }),
    turtle({ x: 600, y: 220, s: 0.7, flip: true }),
    crab({ x: 460, y: 420, s: 0.6 }),
    starfish({ x: 740, y: 420, s: 0.8 }),
    seaweed(40, 450, 140, '#2fae61', 'odreefw'),
  );

const protectArt = () => {
  const [defs, id] = linearGradient([
    { offset: 0, color: '#bfeaff' },
    { offset: 1, color: '#7fd3ff' },
  ]);
  return diagram(
    'A clean beach and a happy sea turtle',
    defs,
    rect(0, 0, 800, 450, ref(id)),
    water(800, 450, 230, '#2e9fd9', 'odprot'),
    path('M0 360Q400 320 800 360V450H0Z', '#f5d79a'),
    turtle({ x: 420, y: 300, s: 0.9, mood: 'happy' }),
    octopus({ x: 140, y: 420, s: 0.5 }),
    bubbles(100, 240, 600, 100, 'odprot'),
  );
};

const book: FactBook = {
  idNumber: 'PB-0038',
  kind: 'facts',
  format: 'epub',
  title: 'Ocean Deep',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Dive from the sunny surface to the deepest trench on Earth. Meet the biggest animal that has ever lived, fish that carry their own lanterns and reefs so big you can see them from space, and find out how we can all help protect the ocean.',
  interests: ['ocean', 'animals', 'science'],
  subjects: ['Oceans', 'Marine life', 'Coral reefs', 'Nonfiction'],
  ageMin: 7,
  ageMax: 11,
  nonfiction: true,
  publishedDaysAgo: 55,
  cover: () =>
    cover({
      title: 'Ocean Deep',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#0b3a6b',
      badge: { text: 'FACTS', color: '#0b6fb0' },
      art:
        sky(600, 900, 'underwater') +
        whale({ x: 320, y: 520, s: 1.35, mood: 'happy', spout: false }) +
        anglerfish(140, 780, 1.1) +
        coral(480, 880, 1.2, '#ff7b9c') +
        fish({ x: 470, y: 700, s: 0.9, color: '#ffd23f', flip: true }) +
        bubbles(0, 300, 600, 300, 'odc'),
    }),
  sections: [
    {
      heading: 'One Big Blue Planet',
      paragraphs: [
        'From space, Earth looks like a blue marble. That\u2019s because oceans cover about 71 percent of its surface. There is really just one great world ocean, all connected, but we divide it into five parts: the Pacific, Atlantic, Indian, Southern and Arctic Oceans.',
        'The Pacific is by far the biggest. It is larger than all of the land on Earth put together.',
        'The ocean matters to every living thing, even those of us who live far from the coast. It soaks up heat from the Sun and carries it around the world, shaping our weather. And tiny floating plants called phytoplankton, too small to see, make about half of the oxygen we breathe.',
      ],
      facts: [
        'About 97 percent of all the water on Earth is salty seawater.',
        'The ocean is salty because rivers slowly wash minerals from rocks into the sea, where they stay.',
        'Scientists have mapped the surface of the Moon in more detail than most of the ocean floor.',
      ],
      art: earthArt,
    },
    {
      heading: 'Zones of the Sea',
      paragraphs: [
        'The ocean is arranged in layers, a bit like a very tall building. At the top is the sunlight zone, the first 200 meters (about 650 feet). Sunlight reaches here, so plants and seaweed can grow, and most sea life lives here.',
        'Below that is the twilight zone, where only a faint blue glow reaches. Then, from 1,000 meters down, comes the midnight zone, where no sunlight ever reaches at all. It is pitch black, freezing cold, and the water presses down with enormous weight.',
        'The deepest place on Earth is the Challenger Deep, in the Mariana Trench in the Pacific Ocean. It is almost 11,000 meters (about 36,000 feet) deep. If you dropped Mount Everest into it, the top would still be more than two kilometers underwater.',
      ],
      facts: [
        'At the bottom of the Mariana Trench, the weight of the water pressing down is more than 1,000 times the air pressure at the surface.',
        'Only a few dozen people have ever visited the Challenger Deep, in specially built submarines. Far more people have been to space.',
        'Many deep-sea animals swim up to the surface at night to feed and sink back down by day. It is the biggest daily journey of animals on Earth.',
      ],
      art: zonesArt,
    },
    {
      heading: 'Giants of the Sea',
      paragraphs: [
        'The blue whale is the biggest animal known to have ever lived, bigger than any dinosaur. It can grow up to about 30 meters (100 feet) long. Yet it eats some of the smallest animals in the sea: tiny shrimp-like creatures called krill, which it gulps down by the ton.',
        'The biggest fish in the sea is the whale shark. It can be as long as a bus, but it is gentle and slow and, like the blue whale, it feeds by filtering tiny food out of the water.',
        'Deep down lives the giant squid, which can grow about as long as a school bus, tentacles and all. Its eyes are as big as dinner plates, among the largest eyes in the animal kingdom, to catch every scrap of light in the dark.',
      ],
      facts: [
        'A blue whale\u2019s heart can weigh about as much as two or three grown-up people.',
        'Blue whales are among the loudest animals on Earth. Their low calls can travel hundreds of kilometers through the water.',
        'Whale sharks have spots like a fingerprint: every whale shark\u2019s pattern is different.',
      ],
      art: giantsArt,
    },
    {
      heading: 'Life in the Dark',
      paragraphs: [
        'In the midnight zone, many animals make their own light. This is called bioluminescence. Some flash to find a partner, some glow to confuse enemies, and some use light as bait.',
        'The anglerfish has a glowing lure dangling from its head, like a fishing rod with a light on the end. Small fish swim up to look at the light, and then the anglerfish snaps them up.',
        'In 1977, scientists in a submarine discovered something amazing on the deep sea floor: hot springs called hydrothermal vents, gushing water heated by volcanic rock. Around them lived giant tube worms, crabs, clams and shrimp. There was no sunlight at all. Instead, these communities get their energy from chemicals in the vent water, with the help of tiny bacteria.',
      ],
      facts: [
        'Scientists think about three out of every four kinds of animals in the open ocean can make some kind of light.',
        'Giant tube worms have no mouth and no stomach. Bacteria living inside them make their food.',
        'Some deep-sea fish have red lights that most other deep-sea animals cannot see, like a secret flashlight.',
      ],
      art: darkArt,
    },
    {
      heading: 'Coral Reefs',
      paragraphs: [
        'Coral reefs look like gardens of colorful rocks, but corals are actually animals. Each coral is made of many tiny creatures called polyps, which build hard skeletons around themselves. Over hundreds and thousands of years, these skeletons pile up to make reefs.',
        'Reefs cover less than one percent of the ocean floor, but they are home to about a quarter of all the kinds of animals that live in the sea. They are sometimes called the rainforests of the sea.',
        'The Great Barrier Reef, off the coast of Australia, is the largest reef system in the world. It stretches for more than 2,000 kilometers and can be seen from space.',
      ],
      facts: [
        'Most reef-building corals get their food from tiny algae that live inside them. The algae also give corals many of their bright colors.',
        'When the water gets too warm, corals push out their algae and turn white. This is called coral bleaching.',
        'Clownfish live safely among the stinging tentacles of sea anemones, protected by a special slimy coating.',
      ],
      art: reefArt,
    },
    {
      heading: 'Protecting the Ocean',
      paragraphs: [
        'The ocean is huge, but it is not too big to be harmed. Plastic that ends up in the sea can hurt animals that get tangled in it or mistake it for food. Sea turtles, for example, can mistake a floating plastic bag for a jellyfish.',
        'Many countries now protect special areas of ocean, where fishing and other activities are limited so that sea life can recover. In some protected areas, the numbers of fish have grown many times over.',
        'Everyone can help, even far from the sea. Use less single-use plastic, recycle what you can, never leave litter on a beach, and learn about the ocean and share what you know. Rivers carry litter to the sea, so keeping your neighborhood clean helps the ocean too.',
      ],
      facts: [
        'Some beach clean-ups have collected tons of litter in a single day, thanks to thousands of volunteers.',
        'Sea otters help protect kelp forests by eating sea urchins, which would otherwise munch through the kelp.',
        'A single reusable water bottle can replace hundreds of plastic ones every year.',
      ],
      art: protectArt,
    },
  ],
  glossary: [
    { term: 'bioluminescence', definition: 'Light made by a living thing.' },
    {
      term: 'coral',
      definition:
        'A small sea animal that builds a hard skeleton; many corals together make a reef.',
    },
    {
      term: 'hydrothermal vent',
      definition: 'A crack in the sea floor where water heated by volcanic rock gushes out.',
    },
    {
      term: 'krill',
      definition: 'Small, shrimp-like animals that many whales, fish and seabirds eat.',
    },
    {
      term: 'phytoplankton',
      definition:
        'Tiny plant-like living things that float in water and use sunlight to make food.',
    },
    { term: 'polyp', definition: 'A tiny soft-bodied sea animal, such as a single coral.' },
    { term: 'trench', definition: 'A long, narrow, very deep valley in the ocean floor.' },
  ],
};

export const OCEAN_DEEP = book;
