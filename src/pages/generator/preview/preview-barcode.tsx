import styled from 'styled-components';
import { usePreviewBarcode } from './use-preview-barcode';

/** The Code 128 barcode of the tracking number, with the value printed beneath (inside the image). */
export function PreviewBarcode({ value }: { value: string }) {
  const barcode = usePreviewBarcode(value);
  if (!barcode) return null;
  return (
    <Area>
      <img
        src={barcode.url}
        width={barcode.width}
        height={barcode.height}
        alt={`Code 128 barcode of tracking number ${barcode.value}`}
        data-value={barcode.value}
      />
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 16px;
  img {
    max-width: 100%;
    height: auto;
  }
`;
