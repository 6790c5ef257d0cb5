import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { LabelStock, StockGroup } from '../../stock/label-stock';
import { STOCK_CATALOGUE } from '../../stock/stock-catalogue';
import { CUSTOM_STOCK_ID, isStockId } from '../../stock/stock-lookup';
import { findStock } from '../../stock/stock-search';
import { STOCK_GROUP_NAMES, stockTitle } from '../../stock/stock-words';
import { SelectField, TextField } from '../../ui/form-field';
import { SETTINGS_CONTROL } from './early-settings';

const GROUPS = Object.keys(STOCK_GROUP_NAMES) as StockGroup[];

type StockPickerProps = { stockId: string; onChoose: (stockId: string) => void };

/**
 * "Find your labels" narrows the "Label size" select to the products whose name or equivalent codes hold what is
 * typed ("L7165", "dk11202", "Dymo 99010"); Enter there takes the first match. A filter rather than the select's
 * own type-ahead, which only matches the start of an option ("Avery …"), never a code in the middle of it.
 */
export function StockPicker({ stockId, onChoose }: StockPickerProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const statusId = useId();
  const nameOf = (stock: LabelStock): string => i18n._(stockTitle(stock));
  // The names as shown are searched too, so the visitor's own words for a kind of stock find it.
  const found = findStock(STOCK_CATALOGUE, query, nameOf);
  // The chosen stock stays listed, so the select always shows what will be printed.
  const listed = STOCK_CATALOGUE.filter((stock) => stock.id === stockId || found.includes(stock));
  const first = found[0];

  const chooseFirst = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (first) onChoose(first.id);
  };

  /** What the search found, said as the visitor types: nothing before a search. */
  const searchStatus = (): string => {
    const typed = query.trim();
    if (typed === '') return '';
    if (first === undefined) return t`No labels match “${typed}”. Check the code on the box, or choose Custom size….`;
    const count = found.length;
    const name = nameOf(first);
    return t`${plural(count, { one: '# product matches', other: '# products match' })}; Enter chooses ${name}.`;
  };

  return (
    <>
      <TextField
        label={t`Find your labels`}
        type="search"
        placeholder={t({ message: 'Product code, e.g. L7165, 5163 or DK-11202', comment: 'Placeholder of the label search; the product codes are real ones: keep them as they are' })}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={chooseFirst}
        aria-describedby={statusId}
        autoComplete="off"
        spellCheck={false}
      />
      <Status id={statusId} role="status">
        {searchStatus()}
      </Status>
      <SelectField label={t`Label size`} name={SETTINGS_CONTROL.size} value={stockId} onChange={(event) => isStockId(event.target.value) && onChoose(event.target.value)}>
        {GROUPS.map((group) => {
          const inGroup = listed.filter((stock) => stock.group === group);
          return (
            inGroup.length > 0 && (
              <optgroup key={group} label={i18n._(STOCK_GROUP_NAMES[group])}>
                {inGroup.map((stock) => (
                  <option key={stock.id} value={stock.id}>
                    {nameOf(stock)}
                  </option>
                ))}
              </optgroup>
            )
          );
        })}
        <optgroup label={t({ message: 'Your own', context: 'label size group: a size the visitor types in' })}>
          <option value={CUSTOM_STOCK_ID}>{t`Custom size…`}</option>
        </optgroup>
      </SelectField>
    </>
  );
}

const Status = styled.p`
  margin-top: -8px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
  &:empty { display: none; }
`;
