declare module 'subset-font' {
  /** Keeps only the glyphs of `text` (and what they need) in `font`; axes stay variable. */
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' },
  ): Promise<Uint8Array>;
}
