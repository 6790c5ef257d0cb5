// Asks PDF viewers not to scale the page when printing (/ViewerPreferences /PrintScaling /None), so a label
// prints at 100 %. react-pdf has no option for it, so the catalog is rewritten in an incremental update
// appended to the file, as the PDF standard provides (ISO 32000-1, 7.5.6): the original bytes stay untouched.

const VIEWER_PREFERENCES = '/ViewerPreferences << /DisplayDocTitle true /PrintScaling /None >>';
const TAIL_BYTES = 1024;
const XREF_ENTRY_BYTES = 20;

const read = (pdf: Blob, start: number, end: number): Promise<string> => pdf.slice(start, end).text();

const match = (text: string, pattern: RegExp, what: string): RegExpExecArray => {
  const found = pattern.exec(text);
  if (!found) throw new Error(`Unexpected PDF structure: no ${what}`);
  return found;
};

/** The catalog's dictionary with its viewer preferences replaced by ours. */
const withViewerPreferences = (catalog: string): string => {
  const dictionary = catalog.replace(/\/ViewerPreferences\s+(\d+\s+\d+\s+R|<<[^>]*>>)/, '');
  const end = dictionary.lastIndexOf('>>');
  return `${dictionary.slice(0, end)}${VIEWER_PREFERENCES}\n${dictionary.slice(end)}`;
};

/** The PDF (as written by pdfkit: a classic xref table and trailer) with PrintScaling None in its catalog. */
export async function withPrintScalingNone(pdf: Blob): Promise<Blob> {
  const tail = await read(pdf, Math.max(0, pdf.size - TAIL_BYTES), pdf.size);
  const previousXref = Number(match(tail, /startxref\s+(\d+)\s+%%EOF\s*$/, 'startxref')[1]);
  const trailer = match(tail, /trailer\s*(<<[\s\S]*>>)\s*startxref/, 'trailer')[1] ?? '';
  const root = Number(match(trailer, /\/Root\s+(\d+)\s+0\s+R/, 'catalog reference')[1]);

  const table = await read(pdf, previousXref, previousXref + 64 + (root + 1) * XREF_ENTRY_BYTES);
  const [header, first] = match(table, /^xref\s+(\d+)\s+\d+\s*\n/, 'xref table');
  const entry = table.slice(header.length + (root - Number(first)) * XREF_ENTRY_BYTES).slice(0, XREF_ENTRY_BYTES);
  const catalogOffset = Number(match(entry, /^(\d{10}) 00000 n/, 'catalog offset')[1]);
  const catalogObject = await read(pdf, catalogOffset, Math.min(pdf.size, catalogOffset + 4096));
  const catalog = match(catalogObject, /^\d+\s+0\s+obj\s*(<<[\s\S]*?>>)\s*endobj/, 'catalog')[1] ?? '';

  const object = `\n${root} 0 obj\n${withViewerPreferences(catalog)}\nendobj\n`;
  const xrefOffset = pdf.size + object.length;
  const newTrailer = `${trailer.slice(0, trailer.lastIndexOf('>>'))}/Prev ${previousXref}\n>>`;
  const update = [
    object,
    `xref\n${root} 1\n${String(pdf.size + 1).padStart(10, '0')} 00000 n \n`,
    `trailer\n${newTrailer}\nstartxref\n${xrefOffset}\n%%EOF\n`,
  ].join('');
  return new Blob([pdf, update], { type: 'application/pdf' });
}
