import { z } from 'zod';
import { HEX_COLOR_PATTERN } from '@pagebird/contract';

/**
 * How each reward picture is drawn, as stored in the `art` jsonb of `badges` and
 * `reward_items`. Pictures are drawn on request from these parameters (art/*.ts); nothing but
 * these values comes from the database, so a picture can only contain our own markup.
 */

const hex = z.string().regex(HEX_COLOR_PATTERN, 'a #rrggbb colour');

export const EMBLEMS = [
  'book',
  'books',
  'flame',
  'clock',
  'paw',
  'dino',
  'rocket',
  'flask',
  'fish',
  'leaf',
  'magnifier',
  'heart',
  'star',
  'trophy',
  'calendar',
  'compass',
  'headphones',
  'crown',
  'bolt',
  'planet',
  'owl',
  'rainbow',
  'cupcake',
  'apple',
  'sun',
  'moon',
  'cloud',
  'snowflake',
  'balloons',
  'kite',
  'treasure',
  'whale',
  'octopus',
  'turtle',
  'ladybug',
  'flower',
  'castle',
  'frog',
  'question',
  'medal',
] as const;
export const emblemSchema = z.enum(EMBLEMS);
export type Emblem = z.infer<typeof emblemSchema>;

/**
 * DiceBear 9 styles we use: only designs whose licence allows commercial use (see ART.md).
 * Keys are our names; art/avatar.ts maps them to the collection's styles.
 */
export const AVATAR_STYLES = [
  'lorelei',
  'notionists',
  'openPeeps',
  'pixelArt',
  'thumbs',
  'bigSmile',
  'adventurer',
  'funEmoji',
] as const;
export const avatarStyleSchema = z.enum(AVATAR_STYLES);
export type AvatarStyle = z.infer<typeof avatarStyleSchema>;

export const avatarArtSchema = z.object({
  style: avatarStyleSchema,
  seed: z.string().min(1).max(60),
  /** Background colour of the round picture. */
  background: hex,
});
export type AvatarArt = z.infer<typeof avatarArtSchema>;

export const FRAME_PATTERNS = [
  'glow',
  'dots',
  'stars',
  'hearts',
  'rainbow',
  'leaves',
  'waves',
  'sunburst',
  'gems',
  'flowers',
] as const;
export const framePatternSchema = z.enum(FRAME_PATTERNS);
export type FramePattern = z.infer<typeof framePatternSchema>;

export const frameArtSchema = z.object({
  pattern: framePatternSchema,
  /** Ring colour (outer → inner gradient) and the decoration colour. */
  ring: z.tuple([hex, hex]),
  accent: hex,
});
export type FrameArt = z.infer<typeof frameArtSchema>;

export const stickerArtSchema = z.object({
  emblem: emblemSchema,
  /** Background of the sticker (two gradient stops). */
  background: z.tuple([hex, hex]),
  /** Main colour of the emblem, for emblems that take one. */
  color: hex,
  /** Shape of the cut sticker. */
  shape: z.enum(['circle', 'blob', 'star', 'heart']),
});
export type StickerArt = z.infer<typeof stickerArtSchema>;

export const BADGE_SHAPES = ['circle', 'shield', 'hexagon', 'burst', 'flower'] as const;

export const badgeArtSchema = z.object({
  shape: z.enum(BADGE_SHAPES),
  /** Face gradient (top → bottom). */
  colors: z.tuple([hex, hex]),
  emblem: emblemSchema,
  /** Main colour of the emblem, for emblems that take one. */
  emblemColor: hex,
  /** A number on a ribbon under the emblem ("5", "100"), or none. */
  ribbon: z.string().max(5).nullable(),
  ribbonColor: hex,
});
export type BadgeArt = z.infer<typeof badgeArtSchema>;
