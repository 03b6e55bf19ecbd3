import { ADJECTIVES, INTERESTS, INVENTED_NAMES, NOUNS, SURNAMES } from './words.mjs';

/**
 * Request generators. Every call returns the next path (with query string) of a scenario; the
 * choice is random per request so all connections spread over the whole catalogue. Queries have
 * a head (the words children type all day, which a result cache serves) and a long tail.
 */

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** What a child types, cut off where the 500 ms search debounce fires. */
export const PREFIXES = ['dino', 'spa', 'dra', 'pen', 'rob', 'uni', 'ast', 'tra', 'oct', 'pira'];
export const WORDS = [
  'dinosaur',
  'dinosaurs',
  'space',
  'dragon',
  'penguin',
  'princess',
  'train',
  'ocean',
  'pirate',
  'robot',
  'volcano',
  'mystery',
  'adventures',
];
export const PHRASES = ['brave dragon', 't rex', 'space rocket', 'sleepy bear', 'all about sharks'];
export const TYPOS = ['dinosuar', 'dragn', 'pengiun', 'elefant', 'astronot', 'octpus'];
/** Surnames of prolific authors (low creator numbers get most books). */
const AUTHORS = SURNAMES.slice(0, 40);
const INTEREST_IDS = INTERESTS.map((i) => i[0]);

/** Page-count ranges offered by the filter UI (sent as min and max). */
const PAGE_RANGES = [
  [0, 24],
  [24, 48],
  [48, 100],
  [100, 300],
];

function searchPath(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    q.set(k, Array.isArray(v) ? JSON.stringify(v) : String(v));
  }
  return `/api/text-search/child?${q.toString()}`;
}

/** A page: mostly the first, sometimes the second (scrolling on). */
const pageParam = () => (Math.random() < 0.15 ? 1 : undefined);

export const searchKinds = {
  prefix: () => searchPath({ query: pick(PREFIXES), page: pageParam() }),
  word: () =>
    searchPath({
      query: Math.random() < 0.15 ? pick(AUTHORS) : pick(WORDS),
      page: pageParam(),
    }),
  /** The long tail: one of thousands of surnames, invented names or adjective + noun pairs. */
  longtail: () => {
    const r = Math.random();
    const query =
      r < 0.4
        ? pick(SURNAMES)
        : r < 0.7
          ? pick(INVENTED_NAMES)
          : `${pick(ADJECTIVES)} ${pick(NOUNS)[0]}`;
    return searchPath({ query: query.toLowerCase() });
  },
  phrase: () => searchPath({ query: pick(PHRASES) }),
  typo: () => searchPath({ query: pick(TYPOS) }),
  filtered: () => {
    const query = Math.random() < 0.5 ? pick(PREFIXES) : pick(WORDS);
    const f = Math.floor(Math.random() * 5);
    const [minPages, maxPages] = pick(PAGE_RANGES);
    if (f === 0) return searchPath({ query, minPages, maxPages });
    if (f === 1) return searchPath({ query, readAlong: true });
    if (f === 2) return searchPath({ query, bookType: 'Nonfiction', sort: 'newest' });
    if (f === 3) return searchPath({ query, age: 9, minPages, maxPages });
    return searchPath({ query, language: 'es', readAlong: Math.random() < 0.5 || undefined });
  },
  interest: () =>
    searchPath({
      query: '',
      interests: [pick(INTEREST_IDS)],
      sort: Math.random() < 0.3 ? 'newest' : undefined,
      page: pageParam(),
    }),
};

/** The realistic mix measured against the search target (weights in percent). */
export const SEARCH_MIX = [
  ['prefix', 22],
  ['word', 22],
  ['longtail', 18],
  ['phrase', 6],
  ['typo', 8],
  ['filtered', 14],
  ['interest', 10],
];

export function searchMix() {
  const total = SEARCH_MIX.reduce((a, [, w]) => a + w, 0);
  let r = Math.random() * total;
  for (const [kind, w] of SEARCH_MIX) {
    r -= w;
    if (r < 0) return searchKinds[kind]();
  }
  return searchKinds.word();
}

/** Details of a random book the profile may open. */
export const detailsPath = (profile) => `/api/books/details/${pick(profile.ids)}`;

/** A profile drawn by its traffic share (`weight`). */
export function pickProfile(profiles) {
  const total = profiles.reduce((a, p) => a + p.weight, 0);
  let r = Math.random() * total;
  for (const p of profiles) {
    r -= p.weight;
    if (r < 0) return p;
  }
  return profiles[0];
}

/**
 * A forwarded client address per request, spread over `n` addresses. The server runs with
 * TRUST_PROXY=true, so the global per-IP rate limit (3,000/min) counts each address apart and
 * never trips during the bench, while the limiter itself still runs on every request.
 */
export function forwardedFor(n = 4096) {
  const i = Math.floor(Math.random() * n);
  return `10.77.${(i >> 8) & 255}.${i & 255}`;
}
