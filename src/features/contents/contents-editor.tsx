import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { LabelData } from '../../label/label-data';
import { CheckContext } from './check-context';
import type { ContentsForm } from './contents-form';
import type { ContentsState } from './contents-store';
import { startingValues, type ContentsValues } from './contents-values';
import { DeclarationFields } from './declaration-fields';
import { DocumentsFields } from './documents-fields';
import { ItemList } from './item-list';
import { SuggestionLists } from './suggestion-lists';
import { TotalsLine } from './totals-line';
import { useCheckedContents } from './use-checked-contents';

export type ContentsEditorProps = {
  /** The label as typed now: its sender's name signs the forms, its weight is compared with the items'. */
  readLabel: () => LabelData;
  /** Told after every change, with what the store now holds. */
  onChange?: (state: ContentsState | null) => void;
};

/**
 * Everything inside "Contents and customs": the items, the documents to print and the declaration. Its own form,
 * separate from the label's; every change is checked and written to contentsStore, where the PDF actions read it.
 */
export function ContentsEditor({ readLabel, onChange }: ContentsEditorProps) {
  const [defaultValues] = useState(() => startingValues(new Date()));
  const { register, subscribe, getValues, setValue, setFocus } = useForm<ContentsValues>({ defaultValues });
  const [form] = useState<ContentsForm>(() => ({ register, subscribe, getValues, setValue, setFocus }));
  const { check, refresh } = useCheckedContents({ subscribe, getValues, readLabel, onChange });
  return (
    <CheckContext value={check}>
      {/* Nothing is submitted: the documents are made from what is typed, as it is typed. */}
      <Form onSubmit={(event) => event.preventDefault()} onFocus={refresh} noValidate>
        <SuggestionLists />
        <Items>
          <h3>What is in the parcel</h3>
          <ItemList form={form} />
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
