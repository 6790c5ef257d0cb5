// pdfkit (react-pdf's PDF writer) ships no types: glyph-offsets.ts reaches its document class's prototype, and
// pdf-writer.ts makes a document that react-pdf's renderer draws into.
declare module 'pdfkit' {
  const PDFDocument: { prototype: object; new (options: object): unknown };
  // eslint-disable-next-line import-x/no-default-export -- the package's own export
  export default PDFDocument;
}
