/** Home-page banners: wide web art (1600×400) and mobile art (800×500). */
import type { BannerContent } from './content.types.ts';
import {
  bannerMobile,
  bannerWeb,
  bubbles,
  dino,
  fish,
  footprint,
  g,
  moon,
  place,
  seaweed,
  stars,
  tree,
  volcano,
  animal,
  cloud,
  type BannerArtOptions,
} from './art/index.ts';

const FISH_COLORS = ['#4d96ff', '#ff5d5d', '#ffd23f', '#6bcb77', '#ff7bc6'];

const dinoWeek: BannerArtOptions = {
  name: 'Dino Week',
  headline: 'Dino Week!',
  sub: 'Stomp into our best dinosaur books',
  button: 'Explore now',
  background: '#3fae5a',
  art: (w, h) =>
    volcano(w * 0.5, h * 0.75, h / 700, true) +
    tree(w * 0.9, h, h / 400, 'palm', 'banner') +
    footprint(w * 0.08, h * 0.9, h / 500, '#2f8f47', -20) +
    dino({
      x: w * 0.28,
      y: h * 0.97,
      s: h / 330,
      pose: 'roar',
      color: '#ffb347',
      accent: '#ff5d5d',
    }) +
    dino({
      x: w * 0.68,
      y: h * 0.98,
      s: h / 420,
      kind: 'trike',
      color: '#4d96ff',
      flip: true,
      mood: 'happy',
    }),
};

const newFish: BannerArtOptions = {
  name: 'New: Five Little Fish',
  headline: 'New: Five Little Fish',
  sub: 'A read-along counting splash',
  button: 'Read it now',
  background: '#1f8fd0',
  art: (w, h) =>
    seaweed(w * 0.05, h, h * 0.6, '#2fae61', 'bf1') +
    seaweed(w * 0.95, h, h * 0.5, '#3fbf70', 'bf2') +
    bubbles(0, 0, w, h, 'bfb', 10) +
    FISH_COLORS.map((c, i) =>
      fish({
        x: w * (0.24 + i * 0.15),
        y: h * (0.35 + (i % 2) * 0.3),
        s: h / 230,
        color: c,
        mood: 'happy',
      }),
    ).join(''),
};

const bedtime: BannerArtOptions = {
  name: 'Bedtime Stories',
  headline: 'Bedtime Stories',
  sub: 'Cozy tales for sleepy heads',
  button: 'Snuggle up',
  background: '#3a3591',
  headlineColor: '#fff4c2',
  art: (w, h) =>
    stars(0, 0, w, h, 24, `bed${w}`) +
    cloud(w * 0.15, h * 0.3, h / 500, '#5a55b0') +
    moon(w * 0.7, h * 0.4, h * 0.28, { face: 'asleep' }) +
    g(
      place(w * 0.35, h * 0.98, h / 420),
      animal({ species: 'bear', x: 0, y: 0, pose: 'sleep', hat: 'nightcap', hatColor: '#6c8cff' }),
    ),
};

function banner(
  o: BannerArtOptions,
  bannerType: 'BOOK' | 'COLLECTION',
  target: string,
): BannerContent {
  return {
    name: o.name,
    bannerType,
    target,
    web: () => bannerWeb(o),
    mobile: () => bannerMobile(o),
  };
}

export const BANNERS: BannerContent[] = [
  banner(dinoWeek, 'COLLECTION', 'Dino Week'),
  banner(newFish, 'BOOK', 'PB-0005'),
  banner(bedtime, 'COLLECTION', 'Bedtime Stories'),
];
