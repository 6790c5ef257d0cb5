import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type FocusEvent } from 'react';
import styled from 'styled-components';
import { WEIGHT_UNITS } from '../../contents/parcel-contents';
import { Button } from '../../ui/button';
import { media } from '../../theme/theme';
import { useContentsCheck } from './check-context';
import { ContentsSelectField, ContentsTextField } from './contents-field';
import type { ContentsForm } from './contents-form';
import type { ContentsValues } from './contents-values';
import { PiecesHint } from './pieces-hint';
import { CURRENCY_LIST_ID, ORIGIN_LIST_ID } from './suggestion-lists';

type ItemRowProps = { index: number; form: ContentsForm; onRemove: (index: number) => void };

/**
 * One item's fields, a fieldset named "Item N" so its fields' names are unique in context. Numbers are text inputs:
 * a number input empties "1,5" and "12 g", and what was typed must stay so its message can say what is wrong.
 */
export const ItemRow = memo(function ItemRow({ index, form, onRemove }: ItemRowProps) {
  const { t } = useLingui();
  const check = useContentsCheck();
  const number = index + 1;
  const field = <Name extends keyof ContentsValues['items'][number]>(name: Name) => form.register(`items.${index}.${name}`);
  // The weight and the value are the whole line's (the CN 22's boxes 2 and 3): said at both, with the quantity.
  const pieces = <PiecesHint form={form} index={index} />;
  // Focus leaving the row (not moving within it): every message of the row shows from then on.
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) check.leftRow(index);
  };
  return (
    <Row onBlur={leave}>
      <legend>
        <Trans>Item {number}</Trans>
      </legend>
      <Wide>
        <ContentsTextField label={t({ message: 'Description', context: 'customs item' })} registration={field('description')} autoComplete="off" />
      </Wide>
      <ContentsTextField label={t({ message: 'Quantity', context: 'customs item' })} registration={field('quantity')} inputMode="numeric" autoComplete="off" />
      <Pair>
        <ContentsTextField label={t`Net weight`} registration={field('weight')} hint={pieces} inputMode="decimal" autoComplete="off" />
        <ContentsSelectField label={t`Weight unit`} registration={field('weightUnit')}>
          {WEIGHT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </ContentsSelectField>
      </Pair>
      <Pair>
        <ContentsTextField label={t({ message: 'Value', context: 'customs item' })} registration={field('value')} hint={pieces} inputMode="decimal" autoComplete="off" />
        <ContentsTextField
          label={t({ message: 'Currency', context: 'customs item' })}
          registration={field('currency')}
          list={CURRENCY_LIST_ID}
          autoCapitalize="characters"
          autoComplete="off"
        />
      </Pair>
      <ContentsTextField label={t`HS code (optional)`} registration={field('hsCode')} inputMode="decimal" autoComplete="off" />
      <ContentsTextField
        label={t`Country of origin`}
        registration={field('origin')}
        list={ORIGIN_LIST_ID}
        placeholder={t({ message: 'e.g. DE', comment: 'Placeholder of an item’s Country of origin: an example two-letter country code (DE is Germany); keep a code' })}
        autoCapitalize="characters"
        autoComplete="off"
      />
      <ContentsTextField label={t`SKU (optional)`} registration={field('sku')} autoComplete="off" />
      <Remove>
        <Button type="button" $variant="secondary" onClick={() => onRemove(index)}>
          <Trans>Remove item {number}</Trans>
        </Button>
      </Remove>
    </Row>
  );
});

// Two, three or four columns as the width allows; one below 320 px wide, where every field takes the row.
const Row = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: 12px 16px;
  align-items: start;
  min-width: 0;
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  legend { padding: 0 6px; margin-inline-start: -6px; font-weight: 700; }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

// An amount and its unit side by side; the unit takes what its longest option needs.
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6rem;
  gap: 8px;
  align-items: start;
`;

const Remove = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  ${media.narrow} { justify-content: stretch; > button { flex: 1; } }
`;
