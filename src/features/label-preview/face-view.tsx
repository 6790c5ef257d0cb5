import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import styled from 'styled-components';
import { PT_PER_MM, type Face, type FaceItem, type FaceText } from '../../label/face-items';
import type { FontRun } from '../../label/label-fonts';
import { previewFamily } from './preview-fonts';
import type { ShownBarcode } from './use-preview-barcode';

// The face fits the screen's height too, so a tall label never pushes the Download button away.
const MAX_HEIGHT_VH = 72;

/** The sender's logo as the preview shows it: its rasterised picture's address. */
export type ShownLogo = { url: string };

type FaceViewProps = {
  face: Face;
  faceMm: { width: number; height: number };
  barcode: ShownBarcode | null;
  logo?: ShownLogo | null;
  name: string;
  caption: string | null;
};

/**
 * One label face as an SVG in millimetres: every item where the PDF puts it. Each row is drawn exactly as
 * wide as the PDF sets it (textLength), so the screen's font cannot move a line break.
 */
export function FaceView({ face, faceMm, barcode, logo = null, name, caption }: FaceViewProps) {
  return (
    <Figure>
      {caption !== null && <figcaption>{caption}</figcaption>}
      {/* A group, not an image: its text is read out, in reading order, with a space wherever the words had one. */}
      <Svg
        role="group"
        aria-label={name}
        viewBox={`0 0 ${faceMm.width} ${faceMm.height}`}
        style={{ width: `min(100%, ${(MAX_HEIGHT_VH * faceMm.width) / faceMm.height}vh)` }}
        data-width-mm={faceMm.width}
        data-height-mm={faceMm.height}
      >
        <rect width={faceMm.width} height={faceMm.height} fill="#fff" />
        {face.map((item, index) => (
          <PreviewItem key={index} item={item} barcode={barcode} logo={logo} />
        ))}
      </Svg>
    </Figure>
  );
}

function PreviewItem({ item, barcode, logo }: { item: FaceItem; barcode: ShownBarcode | null; logo: ShownLogo | null }) {
  const { t } = useLingui();
  switch (item.kind) {
    case 'logo':
      if (logo === null) return null;
      return <image href={logo.url} x={item.xMm} y={item.yMm} width={item.widthMm} height={item.heightMm} role="img" aria-label={t`Sender’s logo`} />;
    case 'text':
      return <PreviewText item={item} />;
    case 'rule':
      return <rect x={item.xMm} y={item.yMm} width={item.widthMm} height={item.heightMm} fill="#000" />;
    case 'barcode': {
      if (barcode === null || 'tooLong' in barcode) return null;
      const { value } = barcode;
      return (
        <image
          href={barcode.url}
          x={item.xMm + (item.widthMm - barcode.widthMm) / 2}
          y={item.yMm}
          width={barcode.widthMm}
          height={barcode.heightMm}
          preserveAspectRatio="none"
          role="img"
          aria-label={t`Code 128 barcode of tracking number ${value}`}
          data-value={value}
        />
      );
    }
  }
}

const sameRuns = (a: readonly FontRun[], b: readonly FontRun[]): boolean =>
  a.length === b.length && a.every((run, index) => run.text === b[index]?.text && run.font === b[index]?.font);

/** Two items are drawn alike when every field is equal: a keystroke then redraws only the rows it changed. */
const sameItem = (a: { item: FaceText }, b: { item: FaceText }): boolean =>
  (Object.keys(a.item) as (keyof FaceText)[]).every((key) => (key === 'runs' ? sameRuns(a.item.runs, b.item.runs) : a.item[key] === b.item[key]));

// In a right-to-left text, "start" is its right end.
const ANCHOR = {
  ltr: { left: 'start', center: 'middle', right: 'end' },
  rtl: { left: 'end', center: 'middle', right: 'start' },
} as const;

/**
 * A row in its fonts. A right-to-left row is one text in the rtl direction, so the browser orders its runs by
 * the same bidi rules as the PDF; its end (its left edge) is anchored where the PDF's right-aligned row ends.
 */
const PreviewText = memo(function PreviewText({ item }: { item: FaceText }) {
  if (item.text === '') return null;
  const x = { left: item.xMm, center: item.xMm + item.widthMm / 2, right: item.xMm + item.widthMm }[item.align];
  const [only] = item.runs;
  const single = item.runs.length === 1 && only !== undefined;
  return (
    <>
      {item.joinBefore}
      <text
        x={x}
        y={item.baselineMm}
        fontSize={item.sizePt / PT_PER_MM}
        fontWeight={item.weight === 'bold' ? 700 : 400}
        fontFamily={single && only.font !== 'Helvetica' ? previewFamily(only.font) : undefined}
        direction={item.direction}
        textAnchor={ANCHOR[item.direction][item.align]}
        textLength={item.textWidthMm}
        lengthAdjust="spacingAndGlyphs"
      >
        {single
          ? item.text
          : item.runs.map((run, index) => (
              <tspan key={index} fontFamily={run.font === 'Helvetica' ? undefined : previewFamily(run.font)}>
                {run.text}
              </tspan>
            ))}
      </text>
    </>
  );
}, sameItem);

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  margin: 0;
  figcaption {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Svg = styled.svg`
  display: block;
  /* Nothing inside a face moves anything outside it: a keystroke's redraw stays inside the face. */
  contain: content;
  height: auto;
  border: 1px solid #0f172a;
  border-radius: 4px;
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-family: Helvetica, Arial, 'Liberation Sans', 'Nimbus Sans', sans-serif;
  white-space: pre;
  fill: #000;
`;
