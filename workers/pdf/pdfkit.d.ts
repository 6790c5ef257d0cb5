// pdfkit (react-pdf's PDF writer) ships no types; glyph-offsets.ts only reaches its document class's prototype.
declare module 'pdfkit' {
  const PDFDocument: { prototype: object };
  // eslint-disable-next-line import-x/no-default-export -- the package's own export
  export default PDFDocument;
}
