import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type UseFormSubscribe } from 'react-hook-form';
import styled from 'styled-components';
import type { LabelData } from '../../label/label-data';
import { CheckContext } from './check-context';
import type { ContentsForm } from './contents-form';
import type { ContentsState } from './contents-store';
import { startingValues, type ContentsValues } from './contents-values';
import { DeclarationFields } from './declaration-fields';
import { DocumentsFields } from './documents-fields';
import { ItemList } from './item-list';
import { useItemsFollowSender, useSenderCurrency, type ChosenCountries } from './sender-currency';
import { SuggestionLists } from './suggestion-lists';
import { TotalsLine } from './totals-line';
import { useCheckedContents } from './use-checked-contents';

// The sender's address is read with the address formats, which the section awaits with this module's code.
export { loadSenderReading } from './sender-currency';

export type ContentsEditorProps = {
  /** The label as typed now: its sender's name signs the forms, its weight is compared with the items'. */
  readLabel: () => LabelData;
  /** Follows the label form's fields: the sender's address tells the items' currency. */
  followLabel: UseFormSubscribe<LabelData>;
  /** The sender's Country, when chosen in the label form: it tells the items' currency first. */
  countries: ChosenCountries;
  /** Told after every change, with what the store now holds. */
  onChange?: (state: ContentsState | null) => void;
};

/**
 * Everything inside "Contents and customs": the items, the documents to print and the declaration. Its own form,
 * separate from the label's; every change is checked and written to contentsStore, where the PDF actions read it.
 */
export function ContentsEditor({ readLabel, followLabel, countries, onChange }: ContentsEditorProps) {
  const senderCurrency = useSenderCurrency({ readLabel, followLabel, countries });
  const [defaultValues] = useState(() => startingValues(new Date(), senderCurrency));
  const { register, subscribe, getValues, setValue, setFocus } = useForm<ContentsValues>({ defaultValues });
  const [form] = useState<ContentsForm>(() => ({ register, subscribe, getValues, setValue, setFocus }));
  const { check, refresh } = useCheckedContents({ subscribe, getValues, readLabel, onChange });
  const noticeCurrencyChoice = useItemsFollowSender(form, senderCurrency);
  return (
    <CheckContext value={check}>
      {/* Nothing is submitted: the documents are made from what is typed, as it is typed. */}
      <Form onSubmit={(event) => event.preventDefault()} onFocus={refresh} onChange={noticeCurrencyChoice} noValidate>
        <SuggestionLists />
        <Items>
          <h3>
            <Trans>What is in the parcel</Trans>
          </h3>
          <ItemList form={form} senderCurrency={senderCurrency} />
          <TotalsLine />
        </Items>
        <DocumentsFields form={form} />
        <DeclarationFields form={form} readLabel={readLabel} />
      </Form>
    </CheckContext>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Items = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  h3 { font-size: 1.125rem; }
`;
