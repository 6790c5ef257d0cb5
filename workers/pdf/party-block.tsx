import type { LabelData } from '../../src/label/label-data';
import { partyLines } from '../../src/label/party-lines';
import type { Party } from '../../src/label/party-lines';
import { FieldRow } from './field-row';
import { FULL_VALUE_WIDTH_MM, PAGE_MARGIN_MM, VALUE_X_MM } from './label-geometry';

const PARTY_LABELS: Record<Party, string> = { to: 'TO:', from: 'FROM:' };

export type PartyBlockProps = { label: LabelData; party: Party };

/** The TO or FROM block: the heading stays, and only the filled lines are printed. */
export function PartyBlock({ label, party }: PartyBlockProps) {
  return (
    <FieldRow
      label={PARTY_LABELS[party]}
      lines={partyLines(label, party)}
      labelWidthMm={VALUE_X_MM - PAGE_MARGIN_MM}
      valueWidthMm={FULL_VALUE_WIDTH_MM}
    />
  );
}
