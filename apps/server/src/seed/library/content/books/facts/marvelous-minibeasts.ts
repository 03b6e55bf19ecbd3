/**
 * "Marvelous Minibeasts" (nonfiction, PDF, ages 6–10).
 */
import type { FactBook } from '../../content.types.ts';
import {
  bug,
  circle,
  cover,
  diagram,
  ellipse,
  flower,
  g,
  label,
  landscape,
  line,
  magnifier,
  path,
  person,
  place,
  rect,
  HAIR,
  SKIN,
  type Part,
} from '../../art/index.ts';

const AUTHOR = 'Ada Thistlewood';
const ILLUSTRATOR = 'Lulu Brightwash';

const meadow = (title: string, ...parts: Part[]) =>
  diagram(
    title,
    landscape({ w: 800, h: 450, sky: 'day', seed: title, horizon: 240, flowers: 5 }),
    ...parts,
  );

function worm(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    line('M-60 0Q-40 -20 -20 0T20 0T60 0', '#e58a8a', 16),
    circle(62, 0, 9, '#e58a8a'),
    circle(66, -3, 2, '#2b2240'),
  );
}

function woodlouse(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    ellipse(0, 0, 44, 26, '#8a8fa3'),
    ...[-28, -14, 0, 14, 28].map((sx) => line(`M${sx} -24V24`, '#6b6f80', 3)),
    line('M40 -10l20 -14M40 10l20 14', '#6b6f80', 3),
  );
}

const exploreArt = () =>
  meadow(
    'A child explores under a log with a magnifying glass',
    g(
      place(470, 410, 1),
      ellipse(0, 0, 170, 40, '#8a5a3b'),
      ellipse(-160, 0, 20, 40, '#c98b55'),
      ellipse(-160, 0, 10, 24, '#a0673d'),
    ),
    bug({ kind: 'beetle', x: 380, y: 440, s: 0.5 }),
    woodlouse(560, 440, 0.6),
    worm(660, 440, 0.5),
    person({
      x: 200,
      y: 440,
      s: 0.9,
      skin: SKIN[4],
      hair: HAIR.black,
      hairStyle: 'pigtails',
      shirt: '#ffd23f',
      pose: 'hold',
      mood: 'surprised',
      holding: magnifier({ x: 0, y: -110, s: 0.5 }),
    }),
  );

const insectArt = () =>
  diagram(
    'The three body parts and six legs of an insect',
    rect(0, 0, 800, 450, '#fff8ec'),
    g(
      place(400, 230, 1.6),
      line(
        'M-20 10L-50 50M-20 10L-60 10M-20 10L-50 -30M20 10L50 50M20 10L60 10M20 10L50 -30',
        '#2b2240',
        4,
      ),
      ellipse(0, -70, 22, 20, '#7a3b2e'),
      ellipse(0, -20, 24, 30, '#a04a36'),
      ellipse(0, 50, 30, 44, '#7a3b2e'),
      line('M-8 -88Q-20 -120 -36 -126M8 -88Q20 -120 36 -126', '#2b2240', 3),
    ),
    label(560, 120, 'head', 26),
    label(600, 200, 'thorax', 26),
    label(580, 320, 'abdomen', 26),
    label(200, 110, 'antennae', 26),
    label(190, 330, '6 legs', 26),
  );

const notInsectsArt = () =>
  meadow(
    'A spider, a woodlouse, a worm and a snail: minibeasts that are not insects',
    bug({ kind: 'spider', x: 150, y: 330, s: 1.2 }),
    woodlouse(340, 400, 1.2),
    worm(540, 410, 1.2),
    bug({ kind: 'snail', x: 690, y: 410, s: 1 }),
    label(150, 180, 'spider', 24),
    label(340, 350, 'woodlouse', 24),
    label(540, 370, 'earthworm', 24),
    label(690, 320, 'snail', 24),
  );

const beesArt = () =>
  meadow(
    'Bees visiting flowers and ants carrying leaves',
    flower(150, 430, 2, '#ff7bac'),
    flower(300, 430, 1.7, '#ffd23f', '#ff7b29'),
    bug({ kind: 'bee', x: 160, y: 270, s: 0.9 }),
    bug({ kind: 'bee', x: 320, y: 220, s: 0.7, flip: true }),
    ...[0, 1, 2].map(
      (i) =>
        bug({ kind: 'ant', x: 470 + i * 100, y: 420, s: 0.8 }) +
        path(`M${480 + i * 100} 380l20 -30l20 30Z`, '#4cb963'),
    ),
  );

const lifeCycleArt = () =>
  diagram(
    'The life cycle of a butterfly: egg, caterpillar, chrysalis, butterfly',
    rect(0, 0, 800, 450, '#f0fbe8'),
    circle(400, 225, 150, 'none', { stroke: '#b8d8a8', strokeWidth: 10, strokeDasharray: '20 14' }),
    ellipse(400, 70, 10, 14, '#fff3d6', { stroke: '#c9b48a', strokeWidth: 3 }),
    bug({ kind: 'caterpillar', x: 570, y: 250, s: 0.8, color: '#7ed957' }),
    g(
      place(400, 400, 1),
      path('M0 -40C18 -40 20 -10 16 6C12 20 -12 20 -16 6C-20 -10 -18 -40 0 -40Z', '#7fd4a0'),
    ),
    bug({ kind: 'butterfly', x: 220, y: 240, s: 0.8, color: '#ff8c1f' }),
    label(400, 40, '1. egg', 24),
    label(640, 170, '2. caterpillar', 24, '#2b2240'),
    label(400, 440, '3. chrysalis', 24),
    label(150, 130, '4. butterfly', 24),
  );

const helpersArt = () =>
  meadow(
    'Minibeasts helping: a bee pollinating and a worm making soil',
    rect(0, 330, 800, 120, '#8a5a3b'),
    worm(500, 400, 1),
    worm(200, 420, 0.8),
    flower(300, 330, 1.8, '#b57bff'),
    bug({ kind: 'bee', x: 320, y: 180, s: 0.8 }),
    bug({ kind: 'ladybird', x: 600, y: 280, s: 1 }),
  );

const book: FactBook = {
  idNumber: 'PB-0039',
  kind: 'facts',
  format: 'pdf',
  title: 'Marvelous Minibeasts',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Grab a magnifying glass and go on a bug hunt! Meet six-legged insects, eight-legged spiders, woodlice that are cousins of crabs, dancing bees and super-strong ants, and find out why the world needs its smallest animals.',
  interests: ['bugs', 'nature', 'science'],
  subjects: ['Insects', 'Minibeasts', 'Invertebrates', 'Nonfiction'],
  ageMin: 6,
  ageMax: 10,
  nonfiction: true,
  publishedDaysAgo: 190,
  cover: () =>
    cover({
      title: 'Marvelous Minibeasts',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#2f7d45',
      badge: { text: 'FACTS', color: '#2f7d45' },
      art:
        landscape({ w: 600, h: 900, sky: 'day', seed: 'mmc', horizon: 640, flowers: 6 }) +
        flower(480, 900, 3, '#ff7bac') +
        bug({ kind: 'butterfly', x: 150, y: 470, s: 1.1, color: '#ff8c1f' }) +
        bug({ kind: 'bee', x: 470, y: 600, s: 1 }) +
        bug({ kind: 'ladybird', x: 230, y: 780, s: 2 }),
    }),
  sections: [
    {
      heading: 'What Is a Minibeast?',
      paragraphs: [
        'Minibeast is a friendly name for small animals without a backbone, such as insects, spiders, worms, snails and woodlice. Animals without a backbone are called invertebrates.',
        'Minibeasts may be small, but there are a lot of them. Almost all of the animals on Earth, around 97 out of every 100 kinds, are invertebrates.',
        'You can find minibeasts almost everywhere: under stones and logs, in leaf piles, on flowers, in ponds and even in the corners of your home. Look carefully, and a garden becomes a jungle full of tiny creatures.',
      ],
      facts: [
        'Many minibeasts have a hard outer covering called an exoskeleton instead of bones inside their bodies.',
        'The ancestors of cockroaches and dragonflies were around more than 300 million years ago, long before the first dinosaurs.',
        'A good minibeast explorer is gentle, looks carefully and always puts animals back where they were found.',
      ],
      art: exploreArt,
    },
    {
      heading: 'Insects',
      paragraphs: [
        'Insects are the biggest group of animals in the world. Scientists have named more than a million different kinds, and there may be millions more still waiting to be discovered.',
        'Every adult insect has three body parts: a head, a middle part called the thorax and a back part called the abdomen. It has six legs, joined to the thorax, and two feelers called antennae, which it uses to smell and touch. Most insects also have wings.',
        'Beetles, butterflies, bees, ants, flies and grasshoppers are all insects. So are ladybugs, which gardeners love because they eat tiny plant-sucking insects called aphids.',
      ],
      facts: [
        'About one in every four kinds of animal on Earth is a beetle.',
        'A single ladybug can eat thousands of aphids during its life.',
        'Insects do not breathe through their mouths. Air goes in through tiny holes along the sides of their bodies.',
      ],
      art: insectArt,
    },
    {
      heading: 'Not Insects!',
      paragraphs: [
        'Lots of minibeasts are not insects at all. Count the legs! Spiders have eight legs and only two body parts, so they are not insects. They belong to a group called arachnids, along with scorpions and mites. Most spiders spin silk, and many use it to build webs to catch their food.',
        'Woodlice have fourteen legs. They are not insects either. They are crustaceans, which makes them cousins of crabs and shrimp. They like damp, dark places because they dry out easily.',
        'Earthworms have no legs at all. They breathe through their damp skin. Snails and slugs are mollusks, like octopuses and clams. A snail carries its shell with it all its life, and the shell grows as the snail grows.',
      ],
      facts: [
        'Spider silk is very strong for its weight, stronger than steel of the same thickness.',
        'An earthworm has no eyes, but its skin can sense light.',
        'Snails leave a trail of slime that helps them glide along and even climb up walls.',
      ],
      art: notInsectsArt,
    },
    {
      heading: 'Busy Bees and Clever Ants',
      paragraphs: [
        'Honeybees live together in big groups called colonies, with one queen and thousands of workers. When a worker bee finds a good patch of flowers, she flies home and does a special waggle dance. The direction and length of the dance tell the other bees which way to fly and how far to go.',
        'Ants live in colonies too. They talk to each other mostly with smells, leaving scent trails for other ants to follow to food. That is why you often see ants walking in long lines.',
        'Ants are very strong for their size. Many ants can carry things many times heavier than their own bodies. Leafcutter ants carry pieces of leaf back to their nest, but they do not eat them. They use the leaves to grow a fungus garden, and they eat the fungus.',
      ],
      facts: [
        'A honeybee makes only about one-twelfth of a teaspoon of honey in her whole life.',
        'Bees flap their wings about 200 times every second. That is what makes the buzzing sound.',
        'Some ant colonies have millions of ants living together.',
      ],
      art: beesArt,
    },
    {
      heading: 'Amazing Changes',
      paragraphs: [
        'Many minibeasts change shape completely as they grow. This is called metamorphosis. A butterfly starts as a tiny egg. A caterpillar hatches out and eats and eats and grows. Then it makes a chrysalis, and inside, its body is rebuilt into a butterfly.',
        'Beetles, bees, ants and flies change in the same four steps: egg, larva, pupa and adult. A maggot, for example, is the larva of a fly.',
        'Some insects change more gradually. A young grasshopper, called a nymph, looks like a small grown-up without wings, and it sheds its skin several times as it grows. Young dragonflies live underwater as nymphs, sometimes for years, before climbing up a plant stem and splitting open to let the adult dragonfly out.',
      ],
      facts: [
        'A caterpillar sheds its skin several times as it grows, because its skin cannot stretch enough.',
        'Dragonfly nymphs can shoot water out of their back end to zoom forward like a jet.',
        'Some cicadas spend 17 years underground as nymphs before coming out as adults.',
      ],
      art: lifeCycleArt,
    },
    {
      heading: 'Minibeast Helpers',
      paragraphs: [
        'We need minibeasts, and not only because they are fascinating. Bees, butterflies, moths, beetles and flies carry pollen from flower to flower as they feed. This is called pollination, and it helps plants make fruits and seeds. Many of the fruits and vegetables we eat depend on pollinators.',
        'Other minibeasts are recyclers. Worms, woodlice, beetles and many more break down dead leaves, wood and other waste, turning them back into rich soil where new plants can grow. Earthworms also dig tunnels that let air and water into the soil.',
        'You can help minibeasts too: plant flowers that bees love, leave a wild corner in your garden or schoolyard with a log pile, and never spray chemicals where minibeasts live.',
      ],
      facts: [
        'About three out of every four of the world\u2019s main food crops need, at least in part, animals such as insects to pollinate them.',
        'Charles Darwin, the famous scientist, spent years studying earthworms and called them some of the most important animals in the world\u2019s history.',
        'A bug hotel made from sticks, pine cones and hollow stems gives minibeasts a place to shelter.',
      ],
      art: helpersArt,
    },
  ],
  glossary: [
    { term: 'abdomen', definition: 'The back part of an insect\u2019s body.' },
    {
      term: 'antennae',
      definition: 'The pair of feelers on an insect\u2019s head, used to smell and touch.',
    },
    { term: 'arachnid', definition: 'An eight-legged animal such as a spider, scorpion or mite.' },
    { term: 'invertebrate', definition: 'An animal without a backbone.' },
    {
      term: 'larva',
      definition:
        'The young stage of an insect that changes completely as it grows, such as a caterpillar.',
    },
    { term: 'metamorphosis', definition: 'A big change in body shape as an animal grows up.' },
    {
      term: 'pollination',
      definition: 'Moving pollen from flower to flower so that plants can make seeds.',
    },
    {
      term: 'pupa',
      definition: 'The resting stage when a larva turns into an adult, such as a chrysalis.',
    },
    {
      term: 'thorax',
      definition: 'The middle part of an insect\u2019s body, where the legs and wings are joined.',
    },
  ],
};

export const MARVELOUS_MINIBEASTS = book;
