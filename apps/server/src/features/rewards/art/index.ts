import { avatarArtSchema, badgeArtSchema, frameArtSchema, stickerArtSchema } from './art.types.ts';
import { drawAvatar } from './avatar.ts';
import { drawBadge, drawFrame, drawSticker } from './pictures.ts';

export type ArtKind = 'AVATAR' | 'AVATAR_FRAME' | 'STICKER' | 'BADGE';

/**
 * What makes an SVG unsafe to serve: scripts, event handlers, embedded HTML, and references to
 * anything outside the picture (only `#id` references are allowed). Our drawings never contain
 * these; the check keeps it so whatever the stored parameters are.
 */
const UNSAFE_SVG =
  /<script|<foreignObject|<iframe|<image|\son[a-z]+\s*=|javascript:|(?:href|src)\s*=\s*["'](?!#)|url\(\s*["']?(?!#)|@import/i;

export function isSafeSvg(svg: string): boolean {
  return svg.startsWith('<svg') && !UNSAFE_SVG.test(svg);
}

/**
 * The picture of a reward from its stored `art` parameters (validated here: parameters that do
 * not fit the kind throw). `title` is the picture's accessible name.
 */
export async function renderArt(kind: ArtKind, art: unknown, title: string): Promise<string> {
  let svg: string;
  switch (kind) {
    case 'AVATAR':
      svg = await drawAvatar(avatarArtSchema.parse(art));
      break;
    case 'AVATAR_FRAME':
      svg = drawFrame(frameArtSchema.parse(art), title);
      break;
    case 'STICKER':
      svg = drawSticker(stickerArtSchema.parse(art), title);
      break;
    case 'BADGE':
      svg = drawBadge(badgeArtSchema.parse(art), title);
      break;
  }
  if (!isSafeSvg(svg)) throw new Error(`The ${kind} picture "${title}" is not a safe SVG`);
  return svg;
}
