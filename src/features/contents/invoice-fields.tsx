import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegister } from 'react-hook-form';
import { INCOTERMS, type Incoterm } from '../../contents/parcel-contents';
import { ContentsSelectField, ContentsTextField } from './contents-field';
import type { ContentsValues } from './contents-values';
import { Indented } from './indented';

/** Incoterms 2020 by their names, so the choice says who pays what without a glossary (the code before each prints). */
const INCOTERM_NAMES: Readonly<Record<Incoterm, MessageDescriptor>> = {
  EXW: msg({ message: 'Ex Works', comment: 'Name of the Incoterms 2020 rule EXW: use the official name in your language if there is one' }),
  FCA: msg({ message: 'Free Carrier', comment: 'Name of the Incoterms 2020 rule FCA: use the official name in your language if there is one' }),
  CPT: msg({ message: 'Carriage Paid To', comment: 'Name of the Incoterms 2020 rule CPT: use the official name in your language if there is one' }),
  CIP: msg({ message: 'Carriage and Insurance Paid To', comment: 'Name of the Incoterms 2020 rule CIP: use the official name in your language if there is one' }),
  DAP: msg({
    message: 'Delivered at Place (the recipient pays duties)',
    comment: 'Name of the Incoterms 2020 rule DAP (use the official name in your language if there is one), then who pays the duties',
  }),
  DPU: msg({ message: 'Delivered at Place Unloaded', comment: 'Name of the Incoterms 2020 rule DPU: use the official name in your language if there is one' }),
  DDP: msg({
    message: 'Delivered Duty Paid (you pay duties)',
    comment: 'Name of the Incoterms 2020 rule DDP (use the official name in your language if there is one), then who pays the duties',
  }),
};

type InvoiceFieldsProps = { register: UseFormRegister<ContentsValues> };

/** The commercial invoice's own fields, shown while "Commercial invoice" is ticked. */
export function InvoiceFields({ register }: InvoiceFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <Indented>
      <ContentsTextField
        label={t`Reason for export`}
        placeholder={t({ message: 'e.g. Sale', comment: 'Placeholder of the invoice’s Reason for export: an example reason' })}
        autoComplete="off"
        registration={register('documents.reasonForExport')}
      />
      <ContentsSelectField label={t`Incoterm`} registration={register('documents.incoterm')}>
        {INCOTERMS.map((term) => {
          const name = i18n._(INCOTERM_NAMES[term]);
          return (
            <option key={term} value={term}>
              {t({ message: `${term}: ${name}`, comment: 'An Incoterms 2020 rule in a list: its code (EXW, DAP…), then its name' })}
            </option>
          );
        })}
      </ContentsSelectField>
    </Indented>
  );
}
