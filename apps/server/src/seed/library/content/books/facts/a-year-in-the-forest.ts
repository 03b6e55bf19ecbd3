/**
 * "A Year in the Forest" (nonfiction, PDF, ages 6–9).
 */
import type { FactBook } from '../../content.types.ts';
import {
  animal,
  bird,
  circle,
  cover,
  diagram,
  ellipse,
  flower,
  frog,
  g,
  label,
  landscape,
  leaves,
  line,
  owl,
  place,
  rect,
  snow,
  tree,
  type Part,
  type SkyKind,
} from '../../art/index.ts';

const AUTHOR = 'Marigold Fenwick';
const ILLUSTRATOR = 'Lulu Brightwash';

const forest = (title: string, skyKind: SkyKind, hills: string[], ...parts: Part[]) =>
  diagram(
    title,
    landscape({ w: 800, h: 450, sky: skyKind, seed: title, horizon: 250, hills }),
    ...parts,
  );
const SPRING = ['#bfe59a', '#94d06f', '#7cc262'];
const SUMMER = ['#8fd16f', '#5fbf5a', '#4cae52'];
const AUTUMN = ['#e0c07a', '#c9a65e', '#b8954f'];
const WINTER = ['#e8f1fb', '#ffffff'];

function treeRings(x: number, y: number, r: number): Part {
  return g(
    place(x, y, 1),
    circle(0, 0, r, '#a0673d'),
    ...Array.from({ length: 8 }, (_, i) =>
      circle(0, 0, r - 8 - i * (r / 9), i % 2 ? '#e8c08a' : '#d9a866'),
    ),
    circle(0, 0, 5, '#8a5a3b'),
  );
}

const springArt = () =>
  forest(
    'Spring in the forest: blossom, birds and frogspawn',
    'day',
    SPRING,
    tree(150, 350, 0.9, 'blossom', 'yfs1'),
    tree(640, 340, 0.8, 'round', 'yfs2'),
    ellipse(420, 400, 120, 26, '#5ab8f0'),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      circle(380 + i * 14, 398 + (i % 2) * 4, 6, '#eef6ff', { stroke: '#2b2240', strokeWidth: 2 }),
    ),
    frog({ x: 520, y: 400, s: 0.5 }),
    bird({ x: 640, y: 160, s: 0.6, pose: 'sing', color: '#8a5a3b', breast: '#ff7b29', flip: true }),
    flower(260, 430, 0.8, '#b57bff'),
  );

const summerArt = () =>
  forest(
    'Summer in the forest: green leaves and busy animals',
    'noon',
    SUMMER,
    tree(150, 360, 1, 'round', 'yfs3'),
    tree(420, 350, 1.1, 'round', 'yfs4'),
    tree(680, 360, 0.9, 'round', 'yfs5'),
    animal({ species: 'fox', x: 560, y: 430, s: 0.5, mood: 'happy' }),
    animal({ species: 'rabbit', x: 300, y: 430, s: 0.4, mood: 'happy' }),
  );

const autumnArt = () =>
  forest(
    'Autumn in the forest: colorful leaves and a squirrel burying nuts',
    'morning',
    AUTUMN,
    tree(160, 350, 1, 'autumn', 'yfs6'),
    tree(620, 350, 1, 'autumn', 'yfs7'),
    leaves(60, 80, 680, 340, 'yfs8', 22),
    animal({
      species: 'squirrel',
      x: 400,
      y: 430,
      s: 0.5,
      pose: 'hold',
      mood: 'happy',
      holding: ellipse(0, -84, 12, 14, '#a0673d'),
    }),
  );

const winterArt = () =>
  forest(
    'Winter in the forest: snow, bare trees and an owl',
    'snow',
    WINTER,
    tree(160, 350, 1, 'bare', 'yfs9'),
    tree(420, 340, 0.9, 'snowy', 'yfs10'),
    tree(650, 350, 1, 'snowy', 'yfs11'),
    snow(0, 0, 800, 450, 'yfs12'),
    owl({ x: 180, y: 230, s: 0.5, color: '#c9c3b6', mood: 'sleepy' }),
    ...[0, 1, 2, 3].map((i) => ellipse(300 + i * 60, 430 - (i % 2) * 10, 8, 12, '#c9d9ea')),
  );

const ringsArt = () =>
  diagram(
    'Tree rings: each ring is one year of growth',
    rect(0, 0, 800, 450, '#fff3d6'),
    treeRings(300, 225, 170),
    line('M470 225H560', '#2b2240', 4),
    label(620, 180, 'one ring', 26),
    label(620, 220, '= one year', 26),
    label(300, 430, 'Count the rings to find its age!', 24),
  );

const book: FactBook = {
  idNumber: 'PB-0044',
  kind: 'facts',
  format: 'pdf',
  title: 'A Year in the Forest',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Walk through the forest from spring to winter. See buds burst and birds build nests, find out why leaves change color, which animals sleep all winter, and how to tell a tree\u2019s age by counting its rings.',
  interests: ['seasons', 'nature', 'animals'],
  subjects: ['Forests', 'Seasons', 'Trees', 'Nonfiction'],
  ageMin: 6,
  ageMax: 9,
  nonfiction: true,
  publishedDaysAgo: 290,
  cover: () =>
    cover({
      title: 'A Year in the Forest',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#2f7d45',
      badge: { text: 'FACTS', color: '#2f7d45' },
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'morning',
          seed: 'yifc',
          horizon: 620,
          hills: ['#bfe59a', '#94d06f', '#7cc262'],
        }) +
        tree(120, 720, 1, 'blossom', 'yifc1') +
        tree(480, 720, 1.1, 'autumn', 'yifc2') +
        tree(300, 880, 1.7, 'round', 'yifc3') +
        owl({ x: 300, y: 640, s: 0.55, color: '#9b6b4a' }) +
        animal({ species: 'fox', x: 470, y: 880, s: 0.6, mood: 'happy' }),
    }),
  sections: [
    {
      heading: 'Spring Wakes Up',
      paragraphs: [
        'In spring, the days grow longer and warmer, and the forest wakes up. Tiny buds on the branches swell and burst open into fresh green leaves and blossom. Flowers push up through the old dead leaves on the ground.',
        'Birds sing loudly, especially at dawn. Their songs tell other birds: this is my patch, and I am looking for a partner. Soon they start building nests from twigs, moss, mud and feathers.',
        'In ponds, frogs lay clumps of jelly-covered eggs called frogspawn. Each black dot will become a tadpole, and then, a few weeks later, a tiny frog.',
      ],
      facts: [
        'The early-morning birdsong in spring is called the dawn chorus.',
        'A single frog can lay thousands of eggs at a time.',
        'Some trees flower before their leaves even open, so that the wind or insects can reach the flowers easily.',
      ],
      art: springArt,
    },
    {
      heading: 'Summer Is Busy',
      paragraphs: [
        'In summer the forest is at its greenest. The leaves are working hard. They use sunlight, water and air to make food for the tree. This is called photosynthesis, and it also gives off the oxygen we breathe.',
        'Young animals born in spring are growing fast and learning to find food. Fox cubs play outside their dens. Baby birds leave their nests and learn to fly.',
        'Insects buzz everywhere, and many of them are busy visiting flowers, carrying pollen from one to another so that plants can make seeds and fruit.',
      ],
      facts: [
        'A big tree can give off a lot of water through its leaves on a hot day, which helps cool the air around it.',
        'The thick green roof of leaves in a forest is called the canopy.',
        'Forests are home to most of the kinds of animals and plants that live on land.',
      ],
      art: summerArt,
    },
    {
      heading: 'Autumn Changes',
      paragraphs: [
        'In autumn, also called fall, the days get shorter and cooler, and many trees get ready for winter. Their leaves stop making food, and the green color, called chlorophyll, fades away. Underneath, yellow and orange colors that were hiding all summer are revealed. Some trees also make new red and purple colors.',
        'Then the leaves fall to the ground, where worms, beetles and fungi slowly break them down into rich soil.',
        'Animals get ready too. Squirrels bury nuts to eat later. Some birds fly away to warmer places for the winter. This journey is called migration.',
      ],
      facts: [
        'Squirrels do not find all the nuts they bury. The forgotten ones can grow into new trees.',
        'Trees that lose all their leaves in autumn are called deciduous trees.',
        'Mushrooms are most common in autumn. A mushroom is only a small part of a fungus: most of it is a web of threads hidden underground.',
      ],
      art: autumnArt,
    },
    {
      heading: 'Winter Rest',
      paragraphs: [
        'In winter, many trees stand bare and quiet, resting until spring. Evergreen trees, like pines and firs, keep their needle-shaped leaves all year. The needles have a waxy coat that helps them survive the cold and the dry winter wind.',
        'Some animals, such as bats, groundhogs and some kinds of chipmunks, hibernate. Their hearts slow down, their bodies cool and they sleep through the coldest months, living on the fat they stored up in autumn.',
        'Others stay active. Deer nibble twigs and bark. Owls hunt at night. In the snow, you can find the tracks of animals that came out looking for food.',
      ],
      facts: [
        'A hibernating groundhog\u2019s heart can slow from about 80 beats a minute to just a few.',
        'Snow can act like a blanket, keeping small animals in their tunnels underneath it warmer than the air above.',
        'Bears sleep for much of the winter in their dens, but they can wake up more easily than true hibernators.',
      ],
      art: winterArt,
    },
    {
      heading: 'A Tree\u2019s Story',
      paragraphs: [
        'Every year, a tree grows a new layer of wood just under its bark. In spring the wood grows fast and is pale. In late summer it grows slowly and is darker. Together they make one ring.',
        'If a tree is cut down, you can count the rings on the stump to find out how old it was. Wide rings mean good growing years, with plenty of rain and sunshine. Narrow rings mean hard years, perhaps a drought.',
        'Some trees live for a very, very long time. Certain bristlecone pines in the mountains of the western United States are more than 4,000 years old. The oldest known one is even older than the Great Pyramid of Egypt.',
      ],
      facts: [
        'Scientists can take a pencil-thin sample from a living tree to count its rings without harming it.',
        'Most trees have helpers underground: fungi that wrap around their roots and help them take in water and nutrients.',
        'A single large oak tree can be home to hundreds of different kinds of insects.',
      ],
      art: ringsArt,
    },
  ],
  glossary: [
    { term: 'canopy', definition: 'The roof of leaves and branches at the top of a forest.' },
    { term: 'chlorophyll', definition: 'The green substance in leaves that captures sunlight.' },
    { term: 'deciduous', definition: 'Describes trees that lose all their leaves in autumn.' },
    {
      term: 'evergreen',
      definition: 'Describes trees that keep green leaves or needles all year.',
    },
    {
      term: 'hibernate',
      definition: 'To spend the winter in a deep sleep with a slowed-down body.',
    },
    {
      term: 'migration',
      definition: 'A long journey that animals make at the same time each year.',
    },
    {
      term: 'photosynthesis',
      definition: 'How plants use sunlight, water and air to make their food.',
    },
  ],
};

export const A_YEAR_IN_THE_FOREST = book;
