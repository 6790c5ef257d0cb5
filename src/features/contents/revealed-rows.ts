import type { ContentsProblem } from '../../contents/read-contents';

type RowReveal = { left: boolean; fields: Set<string> };

const ITEM_PATH = /^items\.(\d+)\.(\w+)$/;

/**
 * Which items' messages show. A field's show once it is typed in, and a whole row's once focus leaves it: typing
 * the first letter of a description does not light up "enter the weight" in fields the visitor has not reached.
 * Messages about the list and the declaration always show.
 */
export function revealedRows() {
  const rows: (RowReveal | undefined)[] = [];
  const at = (row: number): RowReveal => (rows[row] ??= { left: false, fields: new Set() });
  return {
    shows({ path }: ContentsProblem): boolean {
      const match = ITEM_PATH.exec(path);
      if (match === null) return true;
      const reveal = rows[Number(match[1])];
      return reveal !== undefined && (reveal.left || reveal.fields.has(match[2] ?? ''));
    },
    typed(path: string): void {
      const match = ITEM_PATH.exec(path);
      if (match !== null) at(Number(match[1])).fields.add(match[2] ?? '');
    },
    /** True when the row was not revealed already. */
    left(row: number): boolean {
      const reveal = at(row);
      if (reveal.left) return false;
      reveal.left = true;
      return true;
    },
    removed(row: number): void {
      rows.splice(row, 1);
    },
  };
}
