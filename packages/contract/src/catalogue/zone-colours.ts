import { z } from 'zod';
import { sentHexColorSchema } from '../validation/color.ts';

/** The colours of a discovery zone (spec §3), hex without the leading # (spec §5). */
export const ZONE_COLOUR_KEYS = [
  'icon',
  'funFact',
  'background',
  'featuredBlock',
  'funFactBorder',
  'swimLaneTitle',
  'featuredBlockBorder',
] as const;
export const zoneColoursSchema = z.object(
  Object.fromEntries(ZONE_COLOUR_KEYS.map((k) => [k, sentHexColorSchema])) as {
    [K in (typeof ZONE_COLOUR_KEYS)[number]]: typeof sentHexColorSchema;
  },
);
export type ZoneColours = z.infer<typeof zoneColoursSchema>;
