/**
 * Small books for the packer's tests, independent of the real demo content: one of each kind,
 * with art that uses the SVG features the PDF renderer must handle (gradients, transforms,
 * arcs, text). The narrated one has committed narration in narration/TEST-0001/, recorded with
 *   npx tsx scripts/make-narration.mjs --module apps/server/src/seed/library/test-books.ts \
 *     --export TEST_BOOKS
 */
import type {
  AdminCollectionContent,
  BannerContent,
  ChapterBook,
  DemoContent,
  FactBook,
  InterestAreaContent,
  PictureBook,
} from './content/content.types.ts';

function scene(width: number, height: number, sky: string, seed: number): string {
  const hill = height * 0.72;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky-${seed}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0%" stop-color="${sky}"/>
      <stop offset="100%" stop-color="#ffffff"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky-${seed})"/>
  <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.09}" fill="#ffd54f" stroke="#ffb300" stroke-width="6"/>
  <path d="M0 ${hill} Q ${width * 0.25} ${hill - 90} ${width * 0.5} ${hill} T ${width} ${hill} V ${height} H 0 Z" fill="#66bb6a"/>
  <path d="M${width * 0.1} ${height * 0.9} a 40 30 0 1 1 80 0 z" fill="#2e7d32"/>
  <g transform="translate(${width * 0.3 + seed * 40} ${height * 0.3}) rotate(${seed * 12 - 10})">
    <polygon points="0,-60 40,0 0,60 -40,0" fill="#e53935" stroke="#8e0000" stroke-width="4"/>
    <line x1="0" y1="60" x2="-30" y2="160" stroke="#5d4037" stroke-width="3"/>
  </g>
  <ellipse cx="${width * 0.15}" cy="${height * 0.18}" rx="60" ry="24" fill="#ffffff" opacity="0.9"/>
</svg>`;
}

function cover(title: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900">
  <rect width="600" height="900" fill="${color}"/>
  <circle cx="300" cy="380" r="170" fill="#ffffff" fill-opacity="0.35"/>
  <path d="M150 520 C 220 420, 380 420, 450 520 S 520 700, 300 720 S 80 620, 150 520 Z" fill="#fff59d" stroke="#f57f17" stroke-width="8"/>
  <text x="300" y="150" font-family="sans-serif" font-size="54" font-weight="bold" fill="#ffffff" text-anchor="middle">${title}</text>
</svg>`;
}

const tile = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" rx="40" fill="${color}"/><circle cx="200" cy="200" r="120" fill="#ffffff" opacity="0.5"/></svg>`;

export const TEST_KITE: PictureBook = {
  kind: 'picture',
  idNumber: 'TEST-0001',
  title: 'Kip and the Red Kite',
  authors: ['Nell Tamber', 'Orrin Vale'],
  illustrators: ['Pia Quillon'],
  description: 'Kip flies a red kite on a windy hill & learns to let the string go slowly.',
  interests: ['outdoors'],
  subjects: ['Kites', 'Wind'],
  ageMin: 4,
  ageMax: 7,
  nonfiction: false,
  series: { name: 'Windy Hill', position: 2 },
  publishedDaysAgo: 3,
  cover: () => cover('Red Kite', '#1e88e5'),
  page: { width: 800, height: 600 },
  pages: [
    { text: 'Kip has a red kite.', art: () => scene(800, 600, '#90caf9', 1) },
    {
      text: 'The wind pulls, and the kite jumps up!\nUp, up — over the hill.',
      art: () => scene(800, 600, '#64b5f6', 2),
    },
    { text: '“Hold on,” says Gran. Kip holds on.', art: () => scene(800, 600, '#42a5f5', 3) },
  ],
  narrated: true,
};

export const TEST_QUIET: PictureBook = {
  kind: 'picture',
  idNumber: 'TEST-0002',
  title: 'Quiet Snow',
  authors: ['Orrin Vale'],
  illustrators: [],
  description: 'Snow falls on a small town at night.',
  interests: ['seasons'],
  subjects: ['Winter'],
  ageMin: 3,
  ageMax: 6,
  nonfiction: false,
  publishedDaysAgo: 40,
  salesTerritories: ['US', 'CA'],
  userSegments: ['CONSUMER'],
  cover: () => cover('Quiet Snow', '#37474f'),
  page: { width: 600, height: 800 },
  pages: [
    { text: 'Snow falls.', art: () => scene(600, 800, '#b0bec5', 1) },
    { text: '', art: () => scene(600, 800, '#cfd8dc', 2) },
    { text: 'The town sleeps.', art: () => scene(600, 800, '#eceff1', 3) },
  ],
  narrated: false,
};

const lorem = (topic: string, n: number): string[] =>
  Array.from(
    { length: n },
    (_, i) =>
      `${topic} paragraph ${i + 1}. The friends walked along the river path, counting ducks and ` +
      'talking about the map they had drawn the night before. Nobody could agree which way the ' +
      'old bridge was, so they followed the sound of the water until the trees opened up.',
  );

export const TEST_MAP: ChapterBook = {
  kind: 'chapter',
  idNumber: 'TEST-0003',
  title: 'The Map Club',
  authors: ['Hale Brightwater'],
  illustrators: ['Pia Quillon'],
  description: 'Three friends draw a map of their town and follow it to a forgotten bridge.',
  interests: ['adventure', 'outdoors'],
  subjects: ['Maps', 'Friendship'],
  ageMin: 7,
  ageMax: 10,
  nonfiction: false,
  series: { name: 'The Map Club', position: 1 },
  publishedDaysAgo: 12,
  cover: () => cover('Map Club', '#6d4c41'),
  chapters: [
    {
      title: 'A Big Sheet of Paper',
      paragraphs: lorem('First', 4),
      art: () => scene(600, 300, '#a1887f', 1),
    },
    { title: 'Which Way Is North?', paragraphs: lorem('Second', 3) },
    { title: 'The Forgotten Bridge', paragraphs: lorem('Third', 5) },
  ],
};

const sections = (): FactBook['sections'] => [
  {
    heading: 'What Is a Cloud?',
    paragraphs: [
      'A cloud is made of tiny drops of water floating in the air. Each drop is too small to see on its own.',
      'When many drops gather together, we can see them as a cloud.',
    ],
    facts: ['A big puffy cloud can weigh as much as a hundred elephants.'],
    art: () => scene(600, 300, '#81d4fa', 2),
  },
  {
    heading: 'Why Does It Rain?',
    paragraphs: [
      'Inside a cloud, small drops bump into each other and join up. Bigger drops are heavier.',
      'When the drops get too heavy to float, they fall as rain.',
      'If the air is very cold, the water freezes and falls as snow instead.',
    ],
    facts: ['Raindrops are shaped more like buns than like tears.', 'Snowflakes have six sides.'],
  },
];

export const TEST_CLOUDS_EPUB: FactBook = {
  kind: 'facts',
  format: 'epub',
  idNumber: 'TEST-0004',
  title: 'Clouds Up Close',
  authors: ['Juno Ashgrove'],
  illustrators: ['Pia Quillon'],
  description: 'Simple answers to big questions about clouds and rain.',
  interests: ['science'],
  subjects: ['Weather', 'Clouds'],
  ageMin: 6,
  ageMax: 9,
  nonfiction: true,
  publishedDaysAgo: 5,
  cover: () => cover('Clouds', '#0288d1'),
  sections: sections(),
  glossary: [
    { term: 'Drop', definition: 'A very small amount of liquid in a round shape.' },
    { term: 'Freeze', definition: 'To turn from water into ice because it is cold.' },
  ],
};

export const TEST_CLOUDS_PDF: FactBook = {
  ...TEST_CLOUDS_EPUB,
  format: 'pdf',
  idNumber: 'TEST-0005',
  title: 'Clouds Up Close (Printable)',
  series: { name: 'Sky Science', position: 1 },
};

export const TEST_BOOKS: DemoContent[] = [
  TEST_KITE,
  TEST_QUIET,
  TEST_MAP,
  TEST_CLOUDS_EPUB,
  TEST_CLOUDS_PDF,
];

export const TEST_INTERESTS: InterestAreaContent[] = [
  { id: 'outdoors', name: 'Outdoors', color: '#43a047', image: () => tile('#43a047') },
  { id: 'seasons', name: 'Seasons', color: '#90a4ae', image: () => tile('#90a4ae') },
  { id: 'adventure', name: 'Adventure', color: '#8d6e63', image: () => tile('#8d6e63') },
  { id: 'science', name: 'Science', color: '#039be5', image: () => tile('#039be5') },
];

export const TEST_COLLECTIONS: AdminCollectionContent[] = [
  {
    title: 'Windy Days',
    description: 'Books for a blustery afternoon.',
    books: ['TEST-0001', 'TEST-0004'],
  },
];

export const TEST_BANNERS: BannerContent[] = [
  {
    name: 'Meet Kip',
    bannerType: 'BOOK',
    target: 'TEST-0001',
    web: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 400"><rect width="1600" height="400" fill="#1e88e5"/></svg>`,
    mobile: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500" fill="#1e88e5"/></svg>`,
  },
  {
    name: 'Windy Days',
    bannerType: 'COLLECTION',
    target: 'Windy Days',
    web: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 400"><rect width="1600" height="400" fill="#43a047"/></svg>`,
    mobile: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500" fill="#43a047"/></svg>`,
  },
];
