import layoutDocument, { type DocumentNode } from '@react-pdf/layout';
import renderPages from '@react-pdf/render';
import { Font, pdf } from '@react-pdf/renderer';
import PDFDocument from 'pdfkit';
import type { ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import { rememberTypedText } from './run-typed-text';

/** The part of pdfkit's document the writer drives; react-pdf's renderer does the drawing. */
type PdfKitDocument = {
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'end', listener: () => void): void;
  end(): void;
};

type RenderContext = Parameters<typeof renderPages>[0];

// Its type names one parameter; every step of react-pdf's layout also takes the font store, as `pdf()` passes it.
const layoutWithFonts = layoutDocument as (root: DocumentNode, fonts: typeof Font) => ReturnType<typeof layoutDocument>;

type LaidOutPage = { props?: { wrap?: boolean }; style?: { height?: unknown }; box?: object };

/**
 * The pages of a document whose <Page>s do not wrap (labels-document.tsx) given the height of their size, as
 * react-pdf's pagination gives a wrapping page before laying it out a second time: without it, a page's box keeps the
 * height of its content, 0 when everything on it is placed absolutely. That second layout of every page, to look
 * for content to move onto a next one that never comes, took about a tenth of a batch's time.
 */
function fixedHeightPages<T extends { children?: unknown[] }>(laidOut: T): T {
  const children = (laidOut.children as LaidOutPage[] | undefined)?.map((page) =>
    // Math.fround: yoga holds sizes as 32-bit floats, and the second layout gave the height back as one.
    page.props?.wrap === false && typeof page.style?.height === 'number' ? { ...page, box: { ...page.box, height: Math.fround(page.style.height) } } : page,
  );
  return children === undefined ? laidOut : { ...laidOut, children };
}

/**
 * One PDF written a few pages at a time: each part is a react-pdf <Document> laid out and drawn into the same
 * pdfkit document, whose finished pages stream out as bytes. Only one part's layout is held at once, so a
 * thousand labels take the memory of a few dozen, and the work can report progress between parts.
 * react-pdf's own `pdf().toBlob()` lays out every page before drawing the first.
 */
export function createPdfWriter(info: { title: string }) {
  const document = new PDFDocument({
    compress: true,
    displayTitle: true,
    autoFirstPage: false,
    info: { Title: info.title, Creator: 'ShipLabel', Producer: 'ShipLabel' },
  }) as PdfKitDocument;
  const bytes: Uint8Array[] = [];
  document.on('data', (chunk) => bytes.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk)));
  const ended = new Promise<void>((resolve) => document.on('end', resolve));
  // react-pdf ends the document after drawing its pages; here it stays open for the next part.
  const end = document.end.bind(document);
  document.end = () => undefined;

  return {
    /**
     * Lays out the part (a react-pdf <Document>) and draws its pages after those already written; in `order` when
     * given (indexes into its pages, repeats allowed), so identical copies are laid out once and drawn each time.
     */
    async append(part: ReactElement<DocumentProps>, order?: readonly number[]): Promise<void> {
      const root = (pdf(part) as unknown as { container: { document: DocumentNode } }).container.document;
      const laidOut = fixedHeightPages(await layoutWithFonts(root, Font));
      const layout = order === undefined ? laidOut : { ...laidOut, children: order.map((index) => laidOut.children[index]).filter((page) => page !== undefined) };
      // The glyph drawing writes each run's typed text into the PDF's text layer (see glyph-offsets.ts).
      rememberTypedText(layout as Parameters<typeof rememberTypedText>[0]);
      renderPages(document as unknown as RenderContext, layout);
    },

    /** Ends the document and hands back its bytes as one PDF. */
    async finish(): Promise<Blob> {
      end();
      await ended;
      return new Blob(bytes as BlobPart[], { type: 'application/pdf' });
    },
  };
}

/** A PDF being written part by part. */
export type PdfWriter = ReturnType<typeof createPdfWriter>;
