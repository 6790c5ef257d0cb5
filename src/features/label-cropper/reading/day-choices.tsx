import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  return (
    <Choices>
      <SelectField label={t`Sort labels by`} value={sortKey} onChange={(event) => isSortKey(event.target.value) && onSort(event.target.value)}>
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {i18n._(SORT_NAMES[key])}
          </option>
        ))}
      </SelectField>
      <label>
        <input type="checkbox" checked={pickListFirst} onChange={(event) => onPickListFirst(event.target.checked)} aria-describedby="pick-list-hint" />
        <span>
          <strong>
            <Trans>Pick list first</Trans>
          </strong>
          <small id="pick-list-hint">
            <Trans>A first page listing each SKU with its total and orders, and the labels by carrier.</Trans>
          </small>
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
