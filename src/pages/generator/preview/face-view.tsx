import { memo } from 'react';
import styled from 'styled-components';
import { PT_PER_MM, type Face, type FaceItem, type FaceText } from '../../../label/face-items';
import { measureHelvetica } from '../../../label/text-measure';
import type { ShownBarcode } from './use-preview-barcode';

// The face fits the screen's height too, so a tall label never pushes the Download button away.
const MAX_HEIGHT_VH = 72;

type FaceViewProps = { face: Face; faceMm: { width: number; height: number }; barcode: ShownBarcode | null; name: string; caption: string | null };

/**
 * One label face as an SVG in millimetres: every item where the PDF puts it. Each row is drawn exactly as
 * wide as Helvetica sets it in the PDF (textLength), so the screen's font cannot move a line break.
 */
export function FaceView({ face, faceMm, barcode, name, caption }: FaceViewProps) {
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
          <PreviewItem key={index} item={item} barcode={barcode} />
        ))}
      </Svg>
    </Figure>
  );
}

function PreviewItem({ item, barcode }: { item: FaceItem; barcode: ShownBarcode | null }) {
  switch (item.kind) {
    case 'text':
      return <PreviewText item={item} />;
    case 'rule':
      return <rect x={item.xMm} y={item.yMm} width={item.widthMm} height={item.heightMm} fill="#000" />;
    case 'barcode':
      if (barcode === null || 'tooLong' in barcode) return null;
      return (
        <image
          href={barcode.url}
          x={item.xMm + (item.widthMm - barcode.widthMm) / 2}
          y={item.yMm}
          width={barcode.widthMm}
          height={barcode.heightMm}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Code 128 barcode of tracking number ${barcode.value}`}
          data-value={barcode.value}
        />
      );
  }
}

/** Two items are drawn alike when every field is equal: a keystroke then redraws only the rows it changed. */
const sameItem = (a: { item: FaceText }, b: { item: FaceText }): boolean =>
  (Object.keys(a.item) as (keyof FaceText)[]).every((key) => a.item[key] === b.item[key]);

const PreviewText = memo(function PreviewText({ item }: { item: FaceText }) {
  if (item.text === '') return null;
  const centred = item.align === 'center';
  return (
    <>
      {item.joinBefore}
      <text
        x={centred ? item.xMm + item.widthMm / 2 : item.xMm}
        y={item.baselineMm}
        fontSize={item.sizePt / PT_PER_MM}
        fontWeight={item.weight === 'bold' ? 700 : 400}
        textAnchor={centred ? 'middle' : 'start'}
        textLength={measureHelvetica(item.text, item.weight, item.sizePt) / PT_PER_MM}
        lengthAdjust="spacingAndGlyphs"
      >
        {item.text}
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
