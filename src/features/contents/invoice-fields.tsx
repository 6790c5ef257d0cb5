import type { UseFormRegister } from 'react-hook-form';
import { INCOTERMS, type Incoterm } from '../../contents/parcel-contents';
import { ContentsSelectField, ContentsTextField } from './contents-field';
import type { ContentsValues } from './contents-values';
import { Indented } from './indented';

/** Incoterms 2020 by their names, so the choice says who pays what without a glossary. */
const INCOTERM_NAMES: Readonly<Record<Incoterm, string>> = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered at Place (the recipient pays duties)',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid (you pay duties)',
};

type InvoiceFieldsProps = { register: UseFormRegister<ContentsValues> };

/** The commercial invoice's own fields, shown while "Commercial invoice" is ticked. */
export function InvoiceFields({ register }: InvoiceFieldsProps) {
  return (
    <Indented>
      <ContentsTextField label="Reason for export" placeholder="e.g. Sale" autoComplete="off" registration={register('documents.reasonForExport')} />
      <ContentsSelectField label="Incoterm" registration={register('documents.incoterm')}>
        {INCOTERMS.map((term) => (
          <option key={term} value={term}>
            {`${term}: ${INCOTERM_NAMES[term]}`}
          </option>
        ))}
      </ContentsSelectField>
    </Indented>
  );
}
