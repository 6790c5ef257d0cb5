import { describe, expect, it } from 'vitest';
import { importMessages } from '../../../src/batch/import-messages';
import { parseTable, TableImportError } from '../../../workers/batch/parse-table';
import { csvText } from '../../support/csv-fixtures';
import { english } from '../../support/english';

const HEADER = ['Name', 'Address', 'City'];

const importError = (text: string): unknown => {
  try {
    parseTable(text);
  } catch (error) {
    return error;
  }
  return null;
};

/** What a refused file says, in English. */
const refusal = (text: string): string => {
  const error = importError(text);
  if (!(error instanceof TableImportError)) throw new Error(`not refused: ${String(error)}`);
  return english(error.problem);
};

describe('parsing a table', () => {
  it('takes the first row as the header and numbers the rows below it from 2, as a spreadsheet does', () => {
    const table = parseTable(csvText([HEADER, ['Ann', '1 Elm St', 'Leeds'], ['Bo', '2 Oak Rd', 'York']]));
    expect(table).toEqual({
      headers: HEADER,
      rows: [{ row: 2, cells: ['Ann', '1 Elm St', 'Leeds'] }, { row: 3, cells: ['Bo', '2 Oak Rd', 'York'] }],
      raggedRows: [],
      notes: [],
    });
  });

  it('reads LF, CRLF and old Mac CR line ends alike', () => {
    const rows = [HEADER, ['Ann', '1 Elm St', 'Leeds']];
    for (const lineEnd of ['\n', '\r\n', '\r']) expect(parseTable(csvText(rows, { lineEnd })).rows).toEqual([{ row: 2, cells: rows[1] }]);
  });

  it('finds semicolons, tabs and pipes as the delimiter', () => {
    const rows = [HEADER, ['Ann', '1 Elm St, Flat 2', 'Leeds'], ['Bo', '2 Oak Rd', 'York']];
    for (const delimiter of [';', '\t', '|']) {
      expect(parseTable(csvText(rows, { delimiter, lineEnd: '\n' })).rows.map((row) => row.cells)).toEqual(rows.slice(1));
    }
  });

  it('finds the delimiter of a two-column file with blank lines around it', () => {
    for (const delimiter of [';', '\t', '|']) {
      const table = parseTable(`\n${csvText([['Name', 'City'], ['Ann', 'Leeds']], { delimiter, lineEnd: '\n' })}\n\n`);
      expect([table.headers, table.rows]).toEqual([['Name', 'City'], [{ row: 3, cells: ['Ann', 'Leeds'] }]]);
    }
  });

  it('reads cells pasted from a spreadsheet: tab-separated, no quotes, no final line end', () => {
    expect(parseTable('Name\tWeight\nZoë Müller\t2,5 kg').rows).toEqual([{ row: 2, cells: ['Zoë Müller', '2,5 kg'] }]);
  });

  it('keeps a European semicolon file with decimal commas in one cell', () => {
    const table = parseTable('Name;Weight;Dimensions\nAnn;2,5 kg;30 x 20 x 10\nBo;1,25 kg;10 x 10 x 10\n');
    expect(table.rows.map((row) => row.cells)).toEqual([['Ann', '2,5 kg', '30 x 20 x 10'], ['Bo', '1,25 kg', '10 x 10 x 10']]);
  });

  it('reads quoted commas, doubled quotes and line breaks inside a cell, with the line break as \\n', () => {
    const address = '4821 Lakeview Avenue, Suite 210\r\nPortland, OR 97205\r\nUnited States';
    const table = parseTable(csvText([HEADER, ['Maria "Mia" Alvarez', address, ''], ['Bo', '2 Oak Rd', 'York']]));
    expect(table.rows).toEqual([
      { row: 2, cells: ['Maria "Mia" Alvarez', '4821 Lakeview Avenue, Suite 210\nPortland, OR 97205\nUnited States', ''] },
      { row: 3, cells: ['Bo', '2 Oak Rd', 'York'] },
    ]);
  });

  it('trims cells and header cells, and leaves an empty header cell empty, for the page to name by its place', () => {
    const table = parseTable(' Name ,, City \n  Ann , x ,  Leeds  \n');
    expect(table.headers).toEqual(['Name', '', 'City']);
    expect(table.rows[0]!.cells).toEqual(['Ann', 'x', 'Leeds']);
  });

  it('drops a byte order mark left at the start of the text', () => {
    expect(parseTable('\uFEFFName,City\nAnn,Leeds\n').headers).toEqual(['Name', 'City']);
  });

  it('skips blank lines but keeps the row numbers a spreadsheet shows', () => {
    const table = parseTable('\n\nName,City\n\nAnn,Leeds\n , \n\nBo,York\n\n');
    expect(table.headers).toEqual(['Name', 'City']);
    expect(table.rows).toEqual([{ row: 5, cells: ['Ann', 'Leeds'] }, { row: 8, cells: ['Bo', 'York'] }]);
  });

  it('reports rows with more or fewer cells than the header by their row numbers', () => {
    const table = parseTable(csvText([HEADER, ['Ann', '1 Elm St', 'Leeds'], ['Bo', '2 Oak Rd'], ['Cy', '3 Ash Way', 'Hull', 'extra'], ['Di', '4 Fir Ln', 'Ely']]));
    expect(table.raggedRows).toEqual([3, 4]);
    expect(table.rows[2]!.cells).toEqual(['Cy', '3 Ash Way', 'Hull', 'extra']);
  });

  it('does not count empty cells after the last column, such as a trailing comma, as ragged', () => {
    expect(parseTable('Name,City\nAnn,Leeds,\nBo,York,,\n').raggedRows).toEqual([]);
  });

  it('notes a quote that is never closed, with its row, and reads the rest of the file into that cell', () => {
    const table = parseTable('Name,Address\nAnn,1 Elm St\nBo,"2 Oak Rd\nCy,3 Ash Way\n');
    expect(table.notes.map(english)).toEqual([
      'Row 3 opens a quote that is never closed: everything after it was read into one cell. Check that row in your spreadsheet.',
    ]);
    expect(table.rows.map((row) => row.cells)).toEqual([['Ann', '1 Elm St'], ['Bo', '2 Oak Rd\nCy,3 Ash Way']]);
  });

  it('notes a quote mark left undoubled inside a quoted cell', () => {
    const table = parseTable('Name,Address\n"Ann "Nan" Lee",1 Elm St\nBo,"2 Oak Rd"\n');
    expect(table.notes).toEqual([importMessages.strayQuote(2)]);
  });
});

describe('files the parser refuses', () => {
  it('refuses an empty file and one of only blank lines', () => {
    for (const text of ['', '  \r\n\t\n', '\uFEFF']) {
      expect(importError(text)).toMatchObject({ name: 'TableImportError', problem: importMessages.empty });
      expect(refusal(text)).toBe('This file is empty.');
    }
  });

  it('refuses a file of empty cells only', () => {
    expect(refusal(',,,\n,,,\n')).toBe('This file is empty.');
  });

  it('refuses a header row with no rows of labels below it', () => {
    for (const text of ['Name,City', 'Name,City\r\n', 'Name,City\n\n,\n']) {
      const error = importError(text);
      expect(error).toBeInstanceOf(TableImportError);
      expect(refusal(text)).toBe('This file has a header row but no rows of labels below it.');
    }
  });

  it('refuses more than ten times the label limit in rows, saying how many there are', () => {
    const text = `Name\n${'Ann\n'.repeat(100_001)}`;
    expect(refusal(text)).toBe(
      'This file has 100,001 rows; ShipLabel makes up to 10,000 labels at a time. Split it into files of at most 10,000 rows, each with the header row, and import them one by one.',
    );
  });

  it('reads exactly ten times the label limit in rows, for the page to count the labels', () => {
    expect(parseTable(`Name\n${'Ann\n'.repeat(100_000)}`).rows).toHaveLength(100_000);
  });
});
