/** subset-font (harfbuzz in WebAssembly) ships no types; the one call build/fonts.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; preserveNameIds?: number[] },
  ): Promise<Uint8Array>;
}
