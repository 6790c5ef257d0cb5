import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfText } from './read-pdf';

const MM_PER_PT = 25.4 / 72;

/** A stroked path: its line width, whether dashed or curved, how many subpaths, and its box in mm from the top-left. */
export type Stroke = { widthPt: number; dashed: boolean; curved: boolean; moves: number; box: { leftMm: number; topMm: number; rightMm: number; bottomMm: number } };

// pdf.js path data: each drawing op's code, then its coordinates (moveTo, lineTo, curveTo, quadraticCurveTo, closePath).
const PATH_OP_ARGS = [2, 2, 6, 4, 0];

/** Every stroked path of page 1, with its line width, dash and box (pdfkit draws from the top-left, in points). */
export async function strokesOf(bytes: Uint8Array): Promise<Stroke[]> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const { fnArray, argsArray } = await (await pdf.getPage(1)).getOperatorList();
  await pdf.destroy();
  const strokes: Stroke[] = [];
  const saved: { widthPt: number; dashed: boolean }[] = [];
  let state = { widthPt: 1, dashed: false };
  fnArray.forEach((op, index) => {
    const args = argsArray[index] as unknown[];
    if (op === OPS.save) saved.push({ ...state });
    else if (op === OPS.restore) state = saved.pop() ?? state;
    else if (op === OPS.setLineWidth) state.widthPt = args[0] as number;
    else if (op === OPS.setDash) state.dashed = (args[0] as number[]).length > 0;
    else if (op === OPS.constructPath && args[0] === OPS.stroke) {
      const [, [path], box] = args as [number, [Float32Array], Float32Array];
      const codes: number[] = [];
      for (let at = 0; at < path.length; at += 1 + (PATH_OP_ARGS[path[at]!] ?? 0)) codes.push(path[at]!);
      const [left, top, right, bottom] = [...box].map((pt) => pt * MM_PER_PT) as [number, number, number, number];
      strokes.push({ ...state, curved: codes.includes(2), moves: codes.filter((code) => code === 0).length, box: { leftMm: left, topMm: top, rightMm: right, bottomMm: bottom } });
    }
  });
  return strokes;
}

/** The alignment page's label outlines: solid hairline (0.25 pt) paths of one shape each. */
export const labelOutlines = async (bytes: Uint8Array): Promise<Stroke[]> =>
  (await strokesOf(bytes)).filter((stroke) => !stroke.dashed && Math.abs(stroke.widthPt - 0.25) < 0.01 && stroke.moves === 1);

/** Whether a text run's middle lies inside the stroke's box. */
export const containsRun = ({ box }: Stroke, run: PdfText): boolean => {
  const middle = (run.leftMm + run.rightMm) / 2;
  return middle > box.leftMm && middle < box.rightMm && run.topMm > box.topMm && run.topMm < box.bottomMm;
};
