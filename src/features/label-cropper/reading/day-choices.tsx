import styled from 'styled-components';
import { isSortKey, SORT_KEYS, SORT_NAMES, type SortKey } from '../../../label-reading/label-order';
import { choiceLabels } from '../../../ui/choice-label';
import { SelectField } from '../../../ui/form-field';

type DayChoicesProps = {
  sortKey: SortKey;
  onSort: (key: SortKey) => void;
  pickListFirst: boolean;
  onPickListFirst: (first: boolean) => void;
};

/** The day's labels: the order they print in, and a pick list before them. */
export function DayChoices({ sortKey, onSort, pickListFirst, onPickListFirst }: DayChoicesProps) {
  return (
    <Choices>
      <SelectField label="Sort labels by" value={sortKey} onChange={(event) => isSortKey(event.target.value) && onSort(event.target.value)}>
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_NAMES[key]}
          </option>
        ))}
      </SelectField>
      <label>
        <input type="checkbox" checked={pickListFirst} onChange={(event) => onPickListFirst(event.target.checked)} aria-describedby="pick-list-hint" />
        <span>
          <strong>Pick list first</strong>
          <small id="pick-list-hint">A first page listing each SKU with its total and orders, and the labels by carrier.</small>
        </span>
      </label>
    </Choices>
  );
}

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  ${choiceLabels}
`;
