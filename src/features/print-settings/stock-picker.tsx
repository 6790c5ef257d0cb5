import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { StockGroup } from '../../stock/label-stock';
import { STOCK_CATALOGUE } from '../../stock/stock-catalogue';
import { CUSTOM_STOCK_ID, isStockId } from '../../stock/stock-lookup';
import { STOCK_GROUP_NAMES, stockName } from '../../stock/stock-names';
import { findStock } from '../../stock/stock-search';
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
  const [query, setQuery] = useState('');
  const statusId = useId();
  const found = findStock(STOCK_CATALOGUE, query);
  // The chosen stock stays listed, so the select always shows what will be printed.
  const listed = STOCK_CATALOGUE.filter((stock) => stock.id === stockId || found.includes(stock));
  const first = found[0];

  const chooseFirst = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (first) onChoose(first.id);
  };

  return (
    <>
      <TextField
        label="Find your labels"
        type="search"
        placeholder="Product code, e.g. L7165, 5163 or DK-11202"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={chooseFirst}
        aria-describedby={statusId}
        autoComplete="off"
        spellCheck={false}
      />
      <Status id={statusId} role="status">
        {query.trim() === ''
          ? ''
          : found.length === 0
            ? `No labels match “${query.trim()}”. Check the code on the box, or choose Custom size….`
            : `${found.length} ${found.length === 1 ? 'product matches' : 'products match'}${first ? `; Enter chooses ${stockName(first)}` : ''}.`}
      </Status>
      <SelectField label="Label size" name={SETTINGS_CONTROL.size} value={stockId} onChange={(event) => isStockId(event.target.value) && onChoose(event.target.value)}>
        {GROUPS.map((group) => {
          const inGroup = listed.filter((stock) => stock.group === group);
          return (
            inGroup.length > 0 && (
              <optgroup key={group} label={STOCK_GROUP_NAMES[group]}>
                {inGroup.map((stock) => (
                  <option key={stock.id} value={stock.id}>
                    {stockName(stock)}
                  </option>
                ))}
              </optgroup>
            )
          );
        })}
        <optgroup label="Your own">
          <option value={CUSTOM_STOCK_ID}>Custom size…</option>
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
