import type { AvatarArt, AvatarStyle } from './art.types.ts';

/**
 * Avatars drawn by DiceBear 9 (@dicebear/core + @dicebear/collection, pinned to 9.x) from a
 * style and a seed: the same seed always gives the same face. Only styles whose design licence
 * allows commercial use are listed (features/rewards/ART.md). The collection is loaded on the
 * first avatar asked for, so starting the server does not pay for it.
 */
type Collection = typeof import('@dicebear/collection');
type Core = typeof import('@dicebear/core');

let loaded: Promise<{ core: Core; collection: Collection }> | undefined;
const load = () =>
  (loaded ??= Promise.all([import('@dicebear/core'), import('@dicebear/collection')]).then(
    ([core, collection]) => ({ core, collection }),
  ));

function styleOf(collection: Collection, style: AvatarStyle) {
  switch (style) {
    case 'lorelei':
      return collection.lorelei;
    case 'notionists':
      return collection.notionists;
    case 'openPeeps':
      return collection.openPeeps;
    case 'pixelArt':
      return collection.pixelArt;
    case 'thumbs':
      return collection.thumbs;
    case 'bigSmile':
      return collection.bigSmile;
    case 'adventurer':
      return collection.adventurer;
    case 'funEmoji':
      return collection.funEmoji;
  }
}

/**
 * Friendly faces only: per style, the DiceBear options that leave out sad, cross or scary
 * expressions, beards and moustaches (a children's product; chosen by looking at the variants).
 */
const FRIENDLY: Record<AvatarStyle, Record<string, unknown>> = {
  lorelei: {
    mouth: Array.from({ length: 18 }, (_, i) => `happy${String(i + 1).padStart(2, '0')}`),
    beardProbability: 0,
  },
  notionists: { beardProbability: 0 },
  openPeeps: {
    face: [
      'calm',
      'cheeky',
      'cute',
      'eatingHappy',
      'lovingGrin1',
      'lovingGrin2',
      'smile',
      'smileBig',
      'smileLOL',
      'smileTeethGap',
    ],
    facialHairProbability: 0,
    maskProbability: 0,
    accessories: ['glasses', 'glasses2', 'glasses3', 'glasses4', 'glasses5', 'sunglasses'],
  },
  pixelArt: { beardProbability: 0 },
  thumbs: {},
  bigSmile: {
    mouth: ['openedSmile', 'gapSmile', 'teethSmile', 'kawaii', 'braces'],
    eyes: ['cheery', 'normal', 'starstruck', 'winking'],
    accessories: ['catEars', 'glasses', 'sailormoonCrown', 'sunglasses'],
    accessoriesProbability: 30,
  },
  adventurer: {
    mouth: ['variant21', 'variant22', 'variant23', 'variant25', 'variant26', 'variant27'].concat([
      'variant28',
      'variant29',
      'variant30',
    ]),
    eyebrows: ['variant05', 'variant06', 'variant08', 'variant10', 'variant11', 'variant12'],
    features: ['blush', 'freckles'],
  },
  funEmoji: {
    eyes: ['cute', 'wink', 'wink2', 'plain', 'glasses', 'closed', 'love', 'stars', 'shades'],
    mouth: ['lilSmile', 'cute', 'wideSmile', 'smileTeeth', 'smileLol', 'tongueOut', 'kissHeart'],
  },
};

/** The avatar as a round SVG picture on its background colour. */
export async function drawAvatar(art: AvatarArt): Promise<string> {
  const { core, collection } = await load();
  const style = styleOf(collection, art.style) as Parameters<Core['createAvatar']>[0];
  return core
    .createAvatar(style, {
      ...FRIENDLY[art.style],
      seed: art.seed,
      backgroundColor: [art.background.slice(1).toLowerCase()],
      backgroundType: ['solid'],
      radius: 50,
      size: 200,
    })
    .toString();
}
