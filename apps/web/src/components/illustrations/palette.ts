/**
 * Shared colours for every illustration. Token colours come from the design tokens
 * (components/ui/tokens.css) with the token's value as a fallback, so the art follows the theme
 * and still renders where the tokens are not loaded. The extra shades below are only used for
 * depth inside the art (wood, shadows, skin tones) and have no token of their own.
 */
const token = (name: string, hex: string) => `var(--pb-color-${name}, ${hex})`;

export const palette = {
  primary: token('primary', '#2f6fde'),
  primaryStrong: token('primary-strong', '#1f55b5'),
  primarySoft: token('primary-soft', '#e3edff'),
  sun: token('sun', '#ffc93c'),
  sunSoft: token('sun-soft', '#fff1c7'),
  berry: token('berry', '#e2487d'),
  berrySoft: token('berry-soft', '#fde3ec'),
  leaf: token('leaf', '#2e9e6a'),
  leafSoft: token('leaf-soft', '#dcf4e8'),
  sky: token('sky', '#7cc8f4'),
  skySoft: token('sky-soft', '#e4f5fe'),
  orange: token('orange', '#ff8a3d'),
  ink: token('ink', '#2b2540'),
  inkSoft: token('ink-soft', '#5d5673'),
  inkFaint: token('ink-faint', '#8b84a0'),
  paper: token('bg', '#fff8ee'),
  surface: token('surface', '#ffffff'),
  surfaceAlt: token('surface-alt', '#fdf0dc'),
  border: token('border', '#eadfcd'),

  // Art-only shades.
  white: '#ffffff',
  cream: '#fff4dc',
  birdLight: '#5b93ef',
  sunDeep: '#f5a524',
  berryDeep: '#c2366a',
  leafLight: '#7fd0a0',
  leafMid: '#4cb581',
  leafDeep: '#23805a',
  skyDeep: '#4aa6dc',
  orangeDeep: '#e86f22',
  wood: '#c98a55',
  woodLight: '#e3ae7a',
  woodDark: '#9a6137',
  chalk: '#2f6152',
  chalkDeep: '#244d41',
  cloud: '#d9e6f5',
  cloudDeep: '#b9cde6',
  skinLight: '#f4c9a4',
  skinDeep: '#b97a55',
  hairDark: '#3d2b2b',
  hairWarm: '#8a4b2a',
  shadow: 'rgb(43 37 64 / 0.12)',
} as const;

export type PaletteColour = keyof typeof palette;
