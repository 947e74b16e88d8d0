// subset-font ships no types; this covers the call plugins/korean-font-subset makes (see its README).
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
    variationAxes?: Record<string, number | {min: number; max: number; default?: number}>;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
