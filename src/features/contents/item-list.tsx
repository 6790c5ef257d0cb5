import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { MAX_ITEMS } from '../../contents/contents-limits';
import { EMPTY_ITEM } from '../../contents/parcel-contents';
import { Button } from '../../ui/button';
import { useContentsCheck } from './check-context';
import { GroupMessage } from './contents-field';
import { useItemCount, type ContentsForm } from './contents-form';
import { ItemRow } from './item-row';
import { newItemCurrency } from './sender-currency';

type ItemListProps = { form: ContentsForm; senderCurrency: string };

/**
 * The items, added and removed with buttons, up to 20. Adding moves focus to the new row's Description; removing
 * moves it to the next row's, or to "Add item" after the last, so the keyboard never falls back to the page's top.
 * Rows are kept by position: removing one sets the list without it, and the rows below take their new values.
 */
export function ItemList({ form, senderCurrency }: ItemListProps) {
  const check = useContentsCheck();
  const count = useItemCount(form);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<{ row: number } | null>(null);
  const noteId = useId();
  const limit = MAX_ITEMS;
  const full = count >= limit;

  const removeItem = useCallback(
    (index: number) => {
      check.removedRow(index);
      focusAfter.current = { row: index };
      form.setValue('items', form.getValues('items').filter((_, at) => at !== index));
    },
    [check, form],
  );

  // Once the rows are drawn: the new row, the row that took the removed one's place, or "Add item" when there is none.
  useEffect(() => {
    const after = focusAfter.current;
    focusAfter.current = null;
    if (after === null) return;
    if (after.row < count) form.setFocus(`items.${after.row}.description`);
    else addButton.current?.focus();
  }, [count, form]);

  const add = () => {
    if (full) return;
    focusAfter.current = { row: count };
    form.setValue(`items.${count}`, { ...EMPTY_ITEM, currency: newItemCurrency(form, senderCurrency) });
  };

  return (
    <List>
      {Array.from({ length: count }, (_, index) => (
        <ItemRow key={index} index={index} form={form} onRemove={removeItem} />
      ))}
      <GroupMessage path="items" />
      <Adding>
        <Button ref={addButton} type="button" $variant="secondary" disabled={full} aria-describedby={full ? noteId : undefined} onClick={add}>
          <Trans>Add item</Trans>
        </Button>
        {full && (
          <Note id={noteId}>
            <Trans>{limit} items is the most a form holds.</Trans>
          </Note>
        )}
      </Adding>
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Adding = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  button:disabled { cursor: not-allowed; }
`;

const Note = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
