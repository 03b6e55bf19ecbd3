import type {
  AvatarArt,
  AvatarStyle,
  FrameArt,
  StickerArt,
} from '../../features/rewards/art/art.types.ts';

/** One avatar, frame or sticker of the catalogue (spec §3 "Store item" / "Reward item"). */
export type RewardItemSeed = {
  id: string;
  name: string;
  /** Gems in the reward vault; null: not sold. */
  price: number | null;
  /** Unlocked on reaching this level; null: not by level. */
  unlockLevel: number | null;
  /** Every profile owns it from the start. */
  starter: boolean;
} & (
  | { entityType: 'AVATAR'; art: AvatarArt }
  | { entityType: 'AVATAR_FRAME'; art: FrameArt }
  | { entityType: 'STICKER'; art: StickerArt }
);

type Owning = { starter: true } | { unlockLevel: number } | { price: number };

const owning = (o: Owning) => ({
  starter: 'starter' in o,
  unlockLevel: 'unlockLevel' in o ? o.unlockLevel : null,
  price: 'price' in o ? o.price : null,
});

const avatar = (
  name: string,
  style: AvatarStyle,
  background: string,
  o: Owning,
): RewardItemSeed => ({
  id: `avatar-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  name,
  entityType: 'AVATAR',
  art: { style, seed: name, background },
  ...owning(o),
});

/**
 * Avatars (DiceBear 9, ART.md): 6 every child has, one more unlocked at each level 2 … 15
 * (NEW_AVATAR in the super flow), and some for gems in the reward vault.
 */
export const AVATARS: readonly RewardItemSeed[] = [
  avatar('Sunny', 'bigSmile', '#ffd166', { starter: true }),
  avatar('Milo', 'adventurer', '#a0e7e5', { starter: true }),
  avatar('Zara', 'lorelei', '#ffadad', { starter: true }),
  avatar('Pip', 'thumbs', '#caffbf', { starter: true }),
  avatar('Juno', 'notionists', '#bdb2ff', { starter: true }),
  avatar('Coco', 'funEmoji', '#9bf6ff', { starter: true }),
  avatar('Rosie', 'bigSmile', '#ffc6ff', { unlockLevel: 2 }),
  avatar('Finn', 'adventurer', '#fdffb6', { unlockLevel: 3 }),
  avatar('Bitsy', 'pixelArt', '#a0c4ff', { unlockLevel: 4 }),
  avatar('Luna', 'lorelei', '#d0f4de', { unlockLevel: 5 }),
  avatar('Ollie', 'openPeeps', '#ffe5b4', { unlockLevel: 6 }),
  avatar('Tango', 'thumbs', '#ffafcc', { unlockLevel: 7 }),
  avatar('Nova', 'notionists', '#b9fbc0', { unlockLevel: 8 }),
  avatar('Ziggy', 'funEmoji', '#ffd6a5', { unlockLevel: 9 }),
  avatar('Maple', 'adventurer', '#cdb4db', { unlockLevel: 10 }),
  avatar('Pixel', 'pixelArt', '#ffc8dd', { unlockLevel: 11 }),
  avatar('Indigo', 'lorelei', '#bde0fe', { unlockLevel: 12 }),
  avatar('Rocket', 'bigSmile', '#f1c0e8', { unlockLevel: 13 }),
  avatar('Sage', 'openPeeps', '#cfbaf0', { unlockLevel: 14 }),
  avatar('Comet', 'notionists', '#fbf8cc', { unlockLevel: 15 }),
  avatar('Bubbles', 'funEmoji', '#90dbf4', { price: 10 }),
  avatar('Poppy', 'bigSmile', '#ffcfd2', { price: 12 }),
  avatar('Scout', 'adventurer', '#8eecf5', { price: 14 }),
  avatar('Dot', 'pixelArt', '#98f5e1', { price: 15 }),
  avatar('Willow', 'lorelei', '#fde4cf', { price: 18 }),
  avatar('Jazz', 'openPeeps', '#a3c4f3', { price: 20 }),
  avatar('Kiwi', 'thumbs', '#b9fbc0', { price: 22 }),
  avatar('Marlo', 'notionists', '#ffd6ff', { price: 25 }),
  avatar('Skye', 'adventurer', '#e7c6ff', { price: 28 }),
  avatar('Ember', 'bigSmile', '#ffb4a2', { price: 30 }),
  avatar('Atlas', 'openPeeps', '#c8e7ff', { price: 35 }),
  avatar('Star', 'lorelei', '#fff1a8', { price: 40 }),
];

const frame = (
  name: string,
  pattern: FrameArt['pattern'],
  ring: [string, string],
  accent: string,
  price: number,
): RewardItemSeed => ({
  id: `frame-${pattern}`,
  name,
  entityType: 'AVATAR_FRAME',
  art: { pattern, ring, accent },
  ...owning({ price }),
});

/** Frames around the avatar, for gems (8 … 40). */
export const FRAMES: readonly RewardItemSeed[] = [
  frame('Polka Dots', 'dots', ['#4d96ff', '#a0c4ff'], '#ffd23f', 8),
  frame('Sunshine', 'sunburst', ['#ffd23f', '#ff9f43'], '#ffffff', 10),
  frame('Ocean Waves', 'waves', ['#2e9fd9', '#8fd8ff'], '#ffffff', 12),
  frame('Leafy Crown', 'leaves', ['#3fae5a', '#a8e6a1'], '#e4f8c4', 15),
  frame('Sweet Hearts', 'hearts', ['#ff8fb1', '#ffc6d9'], '#e8413c', 18),
  frame('Flower Garden', 'flowers', ['#9b5de5', '#d4b8ff'], '#ffffff', 20),
  frame('Starry Night', 'stars', ['#2b2a6b', '#5a4fcf'], '#ffd23f', 24),
  frame('Magic Glow', 'glow', ['#ff5d8f', '#9b5de5'], '#ffffff', 28),
  frame('Rainbow Ring', 'rainbow', ['#ffffff', '#f3f0ff'], '#ffffff', 32),
  frame('Treasure Gems', 'gems', ['#f0a800', '#ffe066'], '#1fb89a', 40),
];

const sticker = (
  name: string,
  emblem: StickerArt['emblem'],
  background: [string, string],
  color: string,
  shape: StickerArt['shape'],
  price: number,
): RewardItemSeed => ({
  id: `sticker-${emblem}`,
  name,
  entityType: 'STICKER',
  art: { emblem, background, color, shape },
  ...owning({ price }),
});

/** Stickers worn on the avatar, for gems (5 … 40; the cheapest costs 5). */
export const STICKERS: readonly RewardItemSeed[] = [
  sticker('Shiny Star', 'star', ['#fff6c8', '#ffd23f'], '#ff9f1c', 'circle', 5),
  sticker('Big Heart', 'heart', ['#ffe0ea', '#ff8fb1'], '#e8413c', 'blob', 5),
  sticker('Rainbow', 'rainbow', ['#e6f7ff', '#a8e0ff'], '#ffffff', 'blob', 6),
  sticker('Happy Sun', 'sun', ['#fff2cc', '#ffcf70'], '#ffd23f', 'star', 7),
  sticker('Sleepy Moon', 'moon', ['#2b2a6b', '#4b3fa8'], '#fff4c2', 'circle', 8),
  sticker('Fluffy Cloud', 'cloud', ['#c6ecff', '#6cc3f5'], '#ffffff', 'blob', 8),
  sticker('Cupcake', 'cupcake', ['#fff0f6', '#ffc6e0'], '#ff9ecb', 'circle', 10),
  sticker('Crunchy Apple', 'apple', ['#eaffd8', '#b6f09c'], '#e8413c', 'heart', 10),
  sticker('Ladybug', 'ladybug', ['#e4f8c4', '#9be38b'], '#e8413c', 'blob', 12),
  sticker('Bright Flower', 'flower', ['#fff6c8', '#ffe066'], '#ff5d8f', 'circle', 12),
  sticker('Froggy', 'frog', ['#e6fff0', '#a8f0c6'], '#5ccf6b', 'blob', 15),
  sticker('Little Fish', 'fish', ['#d8f3ff', '#7fd3ff'], '#ff9f43', 'circle', 15),
  sticker('Snowflake', 'snowflake', ['#4d96ff', '#2e5fd9'], '#ffffff', 'star', 18),
  sticker('Party Balloons', 'balloons', ['#fff4e0', '#ffd6a5'], '#ff5d5d', 'circle', 18),
  sticker('Kite', 'kite', ['#e8f7ff', '#bfe6ff'], '#ff5d8f', 'blob', 20),
  sticker('Wise Owl', 'owl', ['#f3e9ff', '#d4b8ff'], '#9b6b4a', 'circle', 22),
  sticker('Turtle', 'turtle', ['#d8fff4', '#86e8cf'], '#6bcb77', 'blob', 25),
  sticker('Octopus', 'octopus', ['#e0f0ff', '#9cc8ff'], '#ff7eb6', 'circle', 30),
  sticker('Treasure Chest', 'treasure', ['#fff3d6', '#ffd98a'], '#f0a800', 'star', 35),
  sticker('Roaring Dino', 'dino', ['#eaffd8', '#9be38b'], '#5cc46a', 'heart', 40),
];

export const REWARD_ITEMS: readonly RewardItemSeed[] = [...AVATARS, ...FRAMES, ...STICKERS];
