/**
 * "From Seed to Supper" (nonfiction, EPUB, ages 6–10).
 */
import type { FactBook } from '../../content.types.ts';
import {
  apple,
  bug,
  carrot,
  circle,
  cover,
  diagram,
  ellipse,
  flower,
  g,
  label,
  landscape,
  line,
  path,
  place,
  rect,
  sun,
  type Part,
} from '../../art/index.ts';

const AUTHOR = 'Ada Thistlewood';
const ILLUSTRATOR = 'Theo Marbleton';

const panel = (title: string, bg: string, ...parts: Part[]) =>
  diagram(title, rect(0, 0, 800, 450, bg), ...parts);

function bean(x: number, y: number, s: number, rot = 0): Part {
  return g(
    place(x, y, s, false, rot),
    path('M-30 0Q-30 -30 0 -26Q30 -30 30 0Q30 26 0 22Q-30 26 -30 0Z', '#c98b55'),
    path('M-6 -4q6 -8 12 0', 'none', { stroke: '#8a5a3b', strokeWidth: 3 }),
  );
}

function sprout(x: number, y: number, stage: number): Part {
  const parts: Part[] = [bean(0, 0, 0.8)];
  if (stage >= 1) parts.push(line('M0 10Q-10 40 0 70M0 40l-14 16M0 54l14 14', '#f3ecd8', 4));
  if (stage >= 2)
    parts.push(
      line('M0 -10Q6 -50 0 -80', '#6bbf5a', 6),
      path('M0 -80q-30 -20 -40 0q20 10 40 0Z', '#6bbf5a'),
    );
  if (stage >= 3)
    parts.push(
      path('M0 -80q30 -24 46 -4q-24 14 -46 4Z', '#4cae52'),
      line('M0 -40q-24 -10 -34 4', '#6bbf5a', 5),
    );
  return g(place(x, y, 1), ...parts);
}

function tomatoPlant(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    line('M0 0V-200', '#4cae52', 8),
    line('M0 -60l-50 -30M0 -110l50 -30M0 -160l-40 -24', '#4cae52', 6),
    ...[
      [-50, -80],
      [50, -130],
      [-36, -170],
      [20, -60],
    ].map(([tx, ty]) => circle(tx!, ty!, 16, '#e8413c')),
    flower(30, -180, 0.4, '#ffd23f'),
  );
}

function wheat(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    line('M0 0V-160', '#d9a53f', 4),
    ...Array.from({ length: 7 }, (_, i) =>
      ellipse(i % 2 ? 8 : -8, -150 + i * 10, 7, 12, '#e8c06a', {
        transform: `rotate(${i % 2 ? 30 : -30} ${i % 2 ? 8 : -8} ${-150 + i * 10})`,
      }),
    ),
  );
}

const seedArt = () =>
  panel(
    'Inside a seed, and a bean sprouting step by step',
    '#f6f1e4',
    rect(0, 300, 800, 150, '#8a5a3b'),
    ...[0, 1, 2, 3].map((i) => sprout(130 + i * 180, 320, i)),
    label(130, 420, 'seed', 22),
    label(310, 420, 'root', 22),
    label(490, 420, 'shoot', 22),
    label(670, 420, 'leaves', 22),
  );

const growArt = () =>
  panel(
    'A plant uses sunlight, water and air to make food',
    '#e8f7ff',
    sun(110, 90, 50, 'happy'),
    rect(0, 330, 800, 120, '#8a5a3b'),
    g(
      place(420, 330, 1.3),
      line('M0 0V-160', '#4cae52', 8),
      path('M0 -90q-70 -40 -100 0q50 24 100 0Z', '#6bbf5a'),
      path('M0 -130q70 -40 100 0q-50 24 -100 0Z', '#6bbf5a'),
      line('M0 0Q-20 40 -50 70M0 0Q10 50 20 90M0 0Q30 30 60 60', '#f3ecd8', 4),
    ),
    line('M160 130L330 210', '#ffd23f', 5, { strokeDasharray: '12 10' }),
    label(600, 120, 'air (carbon dioxide)', 22),
    label(600, 400, 'water from the roots', 22),
    label(200, 200, 'sunlight', 22),
  );

const flowerArt = () =>
  panel(
    'A bee pollinates a flower, which becomes a fruit with seeds',
    '#fff3f6',
    flower(200, 380, 2.4, '#ff7bac'),
    bug({ kind: 'bee', x: 230, y: 170, s: 0.9 }),
    line('M320 250H420', '#2b2240', 5),
    path('M420 250l-14 -10v20Z', '#2b2240'),
    tomatoPlant(560, 410, 1.4),
    label(200, 60, 'flower', 24),
    label(560, 60, 'fruit', 24),
  );

const partsArt = () =>
  panel(
    'Which part of the plant are you eating?',
    '#fffbe6',
    carrot({ x: 100, y: 330, s: 1.3 }),
    g(
      place(250, 330, 1),
      rect(-14, -140, 28, 140, '#8fd16f', { rx: 8 }),
      path('M-14 -140q-20 -40 0 -50q20 10 14 50Z', '#6bbf5a'),
    ),
    g(
      place(400, 330, 1),
      path('M-50 -40Q-60 -100 0 -100Q60 -100 50 -40Z', '#4cae52'),
      ...[-30, 0, 30].map((dx) => circle(dx, -90, 22, '#5fbf5a')),
      rect(-12, -40, 24, 40, '#8fd16f'),
    ),
    g(
      place(560, 300, 1),
      path('M-60 0Q-60 -70 0 -70Q60 -70 60 0Z', '#6bbf5a'),
      path('M-40 -10Q0 -60 40 -10Z', '#8fd16f'),
    ),
    apple({ x: 700, y: 330, s: 1.2 }),
    label(100, 400, 'root', 22),
    label(250, 400, 'stem', 22),
    label(400, 400, 'flower', 22),
    label(560, 400, 'leaves', 22),
    label(700, 400, 'fruit', 22),
  );

const farmArt = () =>
  diagram(
    'Wheat in a field becomes flour and bread',
    landscape({
      w: 800,
      h: 450,
      sky: 'morning',
      seed: 'sts5',
      horizon: 260,
      hills: ['#e8d08a', '#d9bf6a'],
    }),
    ...Array.from({ length: 12 }, (_, i) => wheat(60 + i * 40, 420, 1)),
    g(
      place(640, 400, 1),
      ellipse(0, -30, 70, 36, '#d9913f'),
      line('M-40 -44l14 20M-10 -50l14 20M20 -48l14 20', '#f3c27a', 5),
    ),
    label(640, 300, 'bread', 24),
  );

const growOwnArt = () =>
  panel(
    'A bean growing in a glass jar with damp paper towel',
    '#eef8ff',
    g(
      place(400, 400, 1),
      rect(-90, -260, 180, 260, '#e6f7ff', {
        rx: 20,
        stroke: '#8fb8d8',
        strokeWidth: 6,
        opacity: 0.9,
      }),
      rect(-80, -240, 160, 230, '#ffffff', { opacity: 0.6 }),
      sprout(-30, -80, 3),
    ),
    label(640, 120, 'Day 7', 30),
    label(160, 120, 'Keep it damp!', 26),
  );

const book: FactBook = {
  idNumber: 'PB-0045',
  kind: 'facts',
  format: 'epub',
  title: 'From Seed to Supper',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'How does a tiny seed turn into the food on your plate? Discover what plants need to grow, why a tomato is really a fruit, which part of the plant you are eating when you crunch a carrot, and how to grow your own bean in a jar.',
  interests: ['food', 'nature', 'science'],
  subjects: ['Plants', 'Food', 'Gardening', 'Nonfiction'],
  ageMin: 6,
  ageMax: 10,
  nonfiction: true,
  publishedDaysAgo: 170,
  cover: () =>
    cover({
      title: 'From Seed to Supper',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#3a7d2a',
      badge: { text: 'FACTS', color: '#3a7d2a' },
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'day',
          seed: 'stsc',
          horizon: 640,
          sun: { x: 480, y: 420, r: 50 },
        }) +
        rect(0, 780, 600, 120, '#8a5a3b') +
        tomatoPlant(170, 800, 1.6) +
        carrot({ x: 400, y: 860, s: 1.5, rotate: 15 }) +
        apple({ x: 490, y: 860, s: 1.2 }),
    }),
  sections: [
    {
      heading: 'A Seed Is a Suitcase',
      paragraphs: [
        'A seed is like a tiny suitcase packed for a journey. Inside is a baby plant, all folded up, and a store of food to give it energy until it can make its own. A tough seed coat on the outside keeps everything safe.',
        'Seeds can wait, sometimes for years, until the conditions are just right. Most seeds need water, warmth and air to wake up. When they get them, the seed swells, splits its coat and starts to grow. This is called germination.',
        'First a root pushes down into the soil. Then a shoot pushes up towards the light, and the first leaves unfold.',
      ],
      facts: [
        'Most seeds do not need light to sprout. They only need light once their first leaves appear.',
        'Scientists grew a date palm from a seed that was about 2,000 years old.',
        'Seeds travel in clever ways: some blow in the wind, some float on water and some hitch a ride in animal fur.',
      ],
      art: seedArt,
    },
    {
      heading: 'How Plants Grow',
      paragraphs: [
        'Plants do not eat food the way we do. They make their own. Their roots take in water and minerals from the soil. Their leaves take in a gas called carbon dioxide from the air. Then, using the energy of sunlight, the leaves turn water and carbon dioxide into sugar. This is photosynthesis.',
        'The sugar feeds the plant and helps it grow. As a bonus, photosynthesis gives off oxygen, the gas that people and animals need to breathe.',
        'Leaves are green because of a substance called chlorophyll, which captures the sunlight. That is why plants grow towards the light, and why a plant left in a dark cupboard turns pale and weak.',
      ],
      facts: [
        'Roots are covered in tiny root hairs that help them soak up water, like a sponge.',
        'Sunflowers grow so fast that some can gain a few centimeters of height in a single day.',
        'Almost all the food on Earth can be traced back to plants and the energy of the Sun.',
      ],
      art: growArt,
    },
    {
      heading: 'Flowers and Fruits',
      paragraphs: [
        'Many plants grow flowers. Flowers are not just for looking pretty. They are how a plant makes seeds. Bees and other insects visit flowers to drink sweet nectar, and as they do, they carry a yellow dust called pollen from one flower to another. This is pollination.',
        'Once a flower is pollinated, it can grow into a fruit with seeds inside. The fruit protects the seeds and, often, tempts animals to eat it and spread the seeds somewhere new.',
        'To a scientist, a fruit is any part of a plant that holds its seeds. That means tomatoes, cucumbers, peppers, pumpkins and even pea pods are all fruits, even though we usually call them vegetables.',
      ],
      facts: [
        'A strawberry wears its seeds on the outside, about 200 of them on each berry.',
        'Bananas we buy in shops have only tiny, soft seeds, so new banana plants are grown from pieces of old ones.',
        'A single apple contains a handful of seeds, and each could grow into a tree, but not always the same kind of apple!',
      ],
      art: flowerArt,
    },
    {
      heading: 'Which Part Are You Eating?',
      paragraphs: [
        'Every fruit and vegetable comes from a part of a plant. When you crunch a carrot, you are eating a root. Radishes, beets and sweet potatoes are roots too.',
        'Celery and asparagus are stems. A potato is a special underground stem called a tuber, which stores food for the plant. Lettuce, spinach and cabbage are leaves.',
        'Broccoli and cauliflower are flowers, picked before they open. Peas, beans, corn, rice and wheat are seeds. And apples, oranges, grapes and tomatoes are fruits.',
      ],
      facts: [
        'The little "eyes" on a potato are buds. Plant a piece of potato with an eye, and a new potato plant will grow.',
        'If you let broccoli keep growing, its tiny green buds open into small yellow flowers.',
        'Popcorn pops because each kernel has a little water inside that turns to steam and bursts the hard shell.',
      ],
      art: partsArt,
    },
    {
      heading: 'From Farm to Table',
      paragraphs: [
        'Much of the food we eat starts on farms. Wheat grows in huge golden fields. When it is ripe, machines called combine harvesters cut it and separate the grain from the stalks. The grain is ground into flour at a mill, and the flour becomes bread, pasta, cookies and cakes.',
        'Rice is one of the most important foods in the world. More than half of all the people on Earth eat it every day. It often grows in flooded fields called paddies.',
        'Food can travel a long way to reach your plate, by truck, ship or plane. Growing food close to home, eating what is in season and not wasting food all help take care of the planet.',
      ],
      facts: [
        'Leftover fruit and vegetable scraps can be turned into compost, a rich food for soil, instead of being thrown away.',
        'People first started farming wheat and barley about 10,000 years ago.',
        'Corn, rice and wheat together provide a large share of all the food energy that people eat.',
      ],
      art: farmArt,
    },
    {
      heading: 'Grow Your Own',
      paragraphs: [
        'You can watch a seed come to life right on your windowsill. Take a clear glass jar and line it with damp paper towel. Slide a dried bean, such as a broad bean or a runner bean, between the glass and the paper, about halfway down.',
        'Keep the paper towel damp, but not soaking, and put the jar somewhere warm. In a few days, the bean will split open and a root will start to grow, pointing down. Then a shoot will appear, reaching up.',
        'Keep a growing diary: measure your bean every day and draw what you see. When it has a few leaves, you can plant it in a pot of soil, or outside in a garden, and maybe grow beans of your own.',
      ],
      facts: [
        'Turn your jar upside down for a day and watch: the root will bend to grow downward again, because it can sense gravity.',
        'Cress and mustard seeds grow quickly and can be eaten in about a week.',
        'A runner bean plant climbs by winding its stem around a stick or string, while pea plants grab on with little curly tendrils.',
      ],
      art: growOwnArt,
    },
  ],
  glossary: [
    { term: 'compost', definition: 'Rotted plant and food scraps that make soil richer.' },
    { term: 'fruit', definition: 'The part of a plant that holds its seeds.' },
    { term: 'germination', definition: 'When a seed wakes up and starts to grow.' },
    { term: 'nectar', definition: 'A sweet liquid made by flowers that insects and birds drink.' },
    {
      term: 'photosynthesis',
      definition: 'How plants use sunlight, water and carbon dioxide to make their own food.',
    },
    { term: 'pollen', definition: 'A fine powder made by flowers that is needed to make seeds.' },
    { term: 'tuber', definition: 'A swollen underground stem that stores food, like a potato.' },
  ],
};

export const SEED_TO_SUPPER = book;
