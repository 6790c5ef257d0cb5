import type { LabelData } from '../../src/label/label-data';
import { hasMessage, messageText } from '../../src/label/message-rules';
import { FieldRow } from './field-row';
import { FULL_VALUE_WIDTH_MM, PAGE_MARGIN_MM, VALUE_X_MM } from './label-geometry';

export type MessageBlockProps = { label: LabelData };

/** The optional MESSAGE block; absent when the custom message is blank. */
export function MessageBlock({ label }: MessageBlockProps) {
  if (!hasMessage(label)) return null;
  return (
    <FieldRow
      label="MESSAGE:"
      lines={[messageText(label)]}
      labelWidthMm={VALUE_X_MM - PAGE_MARGIN_MM}
      valueWidthMm={FULL_VALUE_WIDTH_MM}
    />
  );
}
