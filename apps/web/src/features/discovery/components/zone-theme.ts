import type { CSSProperties } from 'react';
import type { ZoneColours } from '@pagebird/contract';

/**
 * A zone's colours as CSS (spec §3 "Discovery zone" colours; spec §5: sent without the leading
 * #). Only real "rrggbb" values reach CSS; anything else falls back to the app's own colours.
 */
export function zoneColour(hex: string | null | undefined, fallback: string): string {
  return hex && /^[0-9a-f]{6}$/i.test(hex) ? `#${hex.toLowerCase()}` : fallback;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const INK = '#2b2540';
const WHITE = '#ffffff';

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Text colour for a surface: the app's ink or white, whichever contrasts more (WCAG ratio). For
 * icons (large graphics) white is kept whenever it reaches 3:1, as on a coloured badge.
 */
export function inkOn(colour: string, { icon = false } = {}): string {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) return INK;
  const l = luminance(colour);
  const onWhite = contrast(l, 1);
  if (icon && onWhite >= 3) return WHITE;
  return contrast(l, luminance(INK)) >= onWhite ? INK : WHITE;
}

/** The custom properties a zone page (and its cards) are painted with. */
export function zoneTheme(colours: ZoneColours): CSSProperties {
  const background = zoneColour(colours.background, '#fff8ee');
  const funFact = zoneColour(colours.funFact, '#fff1c7');
  const featured = zoneColour(colours.featuredBlock, '#e4f5fe');
  const icon = zoneColour(colours.icon, '#2f6fde');
  return {
    '--zone-bg': background,
    '--zone-ink': inkOn(background),
    '--zone-icon': icon,
    '--zone-icon-ink': inkOn(icon, { icon: true }),
    '--zone-fact': funFact,
    '--zone-fact-ink': inkOn(funFact),
    '--zone-fact-border': zoneColour(colours.funFactBorder, '#ffc93c'),
    '--zone-featured': featured,
    '--zone-featured-ink': inkOn(featured),
    '--zone-featured-border': zoneColour(colours.featuredBlockBorder, '#7cc8f4'),
    '--zone-lane-title': zoneColour(colours.swimLaneTitle, INK),
  } as CSSProperties;
}
