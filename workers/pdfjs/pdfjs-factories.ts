// What pdf.js asks its host for, answered the way a worker can: canvases that need no document, no SVG filters
// (they live in the DOM), and the standard fonts (Helvetica, Times, Courier…) from files bundled with the site.

const standardFonts = import.meta.glob<string>('../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', { query: '?url', import: 'default', eager: true });

const fontUrl = (filename: string): string | undefined =>
  Object.entries(standardFonts).find(([path]) => path.endsWith(`/${filename}`))?.[1];

type CanvasAndContext = { canvas: OffscreenCanvas | null; context: OffscreenCanvasRenderingContext2D | null };

export class OffscreenCanvases {
  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }

  reset(target: CanvasAndContext, width: number, height: number): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    target.canvas.width = width;
    target.canvas.height = height;
  }

  destroy(target: CanvasAndContext): void {
    if (target.canvas) target.canvas.width = target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}

export class NoFilters {
  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(): string {
    return 'none';
  }
  addLuminosityFilter(): string {
    return 'none';
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  destroy(): void {}
}

export class BundledFontData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = kind === 'standardFontDataUrl' ? fontUrl(filename) : undefined;
    if (url === undefined) throw new Error(`No bundled ${kind} file ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Unable to load font data at ${url}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
