import type { UseFormSubscribe } from 'react-hook-form';
import styled from 'styled-components';
import { barcodeValue } from '../../../label/barcode-rules';
import { labelFrom, type LabelData } from '../../../label/label-data';
import { hasMessage, messageText } from '../../../label/message-rules';
import { packageValues } from '../../../label/package-values';
import { partyLines } from '../../../label/party-lines';
import { useValuesAfterPaint } from '../use-values-after-paint';
import { PreviewBarcode } from './preview-barcode';

type LabelPreviewProps = { subscribe: UseFormSubscribe<LabelData>; readLabel: () => LabelData };

/**
 * The live label, drawn from the same model rules as the PDF. It alone follows the form's values, so
 * typing re-renders this preview and nothing else, and never waits for it (see useValuesAfterPaint).
 */
export function LabelPreview({ subscribe, readLabel }: LabelPreviewProps) {
  const label = labelFrom(useValuesAfterPaint(subscribe, readLabel));
  const { weight, dimensions } = packageValues(label);

  return (
    <Sheet id="shipping-label" aria-label="Shipping label preview">
      <PartyBlock heading="TO:" lines={partyLines(label, 'to')} />
      <PartyBlock heading="FROM:" lines={partyLines(label, 'from')} />
      <Rule />
      <PackageLine>
        {weight !== null && <Field name="WEIGHT:" value={weight} />}
        {dimensions !== null && <Field name="DIMENSIONS:" value={dimensions} />}
      </PackageLine>
      {hasMessage(label) && (
        <Block>
          <Heading>MESSAGE:</Heading>
          <Message>{messageText(label)}</Message>
        </Block>
      )}
      <PreviewBarcode value={barcodeValue(label)} />
    </Sheet>
  );
}

function PartyBlock({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <Block>
      <Heading>{heading}</Heading>
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </Block>
  );
}

function Field({ name, value }: { name: string; value: string }) {
  return (
    <div>
      <Heading as="span">{name}</Heading> {value}
    </div>
  );
}

const Sheet = styled.article`
  padding: clamp(16px, 4vw, 28px);
  background: #fff;
  color: #000;
  border: 2px solid #0f172a;
  border-radius: ${({ theme }) => theme.radius.small};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.9375rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
  white-space: normal;
`;

const Block = styled.section`
  margin-bottom: 16px;
`;

const Heading = styled.div`
  font-weight: 700;
`;

const Rule = styled.hr`
  margin: 0 0 12px;
  border: 0;
  border-top: 2px solid #000;
`;

const PackageLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 24px;
  margin-bottom: 12px;
`;

const Message = styled.div`
  white-space: pre-line;
`;
