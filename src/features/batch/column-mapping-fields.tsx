import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import styled from 'styled-components';
import { BATCH_COLUMNS, type BatchColumn, type ColumnGroup } from '../../batch/batch-columns';
import type { ColumnMapping } from '../../batch/column-mapping';
import { COLUMN_TITLES } from '../../batch/column-titles';
import { SelectField } from '../../ui/form-field';

type ColumnMappingFieldsProps = { headers: readonly string[]; mapping: ColumnMapping; onChange: (mapping: ColumnMapping) => void };

const NOT_IN_FILE = msg`Not in the file`;
const FROM_FORM = msg`From the form above`;

const GROUPS: readonly { group: ColumnGroup; title: MessageDescriptor; unmapped: MessageDescriptor }[] = [
  { group: 'recipient', title: msg({ message: 'Recipient', context: 'label part' }), unmapped: NOT_IN_FILE },
  { group: 'sender', title: msg({ message: 'Sender', context: 'label part' }), unmapped: FROM_FORM },
  { group: 'package', title: msg({ message: 'Package', context: 'label part' }), unmapped: FROM_FORM },
  { group: 'order', title: msg({ message: 'Order', context: 'label part' }), unmapped: NOT_IN_FILE },
];

// Tracking numbers differ per parcel: one from the form on every label would be wrong.
const unmappedText = (column: BatchColumn, fallback: MessageDescriptor): MessageDescriptor => (column.id === 'trackingNumber' ? NOT_IN_FILE : fallback);

/** One select per field, labelled by the field's name, offering the file's columns; matched ones are chosen already. */
export const ColumnMappingFields = memo(function ColumnMappingFields({ headers, mapping, onChange }: ColumnMappingFieldsProps) {
  const { t, i18n } = useLingui();
  // A header cell left empty is named by its place: "Column 2".
  const columnByPlace = (index: number) => {
    const place = i18n.number(index + 1);
    return t`Column ${place}`;
  };
  const matched = i18n.number(BATCH_COLUMNS.filter((column) => mapping[column.id] !== null).length);
  return (
    <Details>
      <summary>
        <Trans>Columns: {matched} matched to label fields. Change a match</Trans>
      </summary>
      <p>
        <Trans>Rows that share an order number become one label. Address parts are joined in order: lines, city, state/province, postcode, country.</Trans>
      </p>
      <Groups>
        {GROUPS.map(({ group, title, unmapped }) => (
          <fieldset key={group}>
            <legend>{i18n._(title)}</legend>
            {BATCH_COLUMNS.filter((column) => column.group === group).map((column) => (
              <SelectField
                key={column.id}
                label={i18n._(COLUMN_TITLES[column.id])}
                value={mapping[column.id] ?? ''}
                onChange={(event) => onChange({ ...mapping, [column.id]: event.target.value === '' ? null : Number(event.target.value) })}
              >
                <option value="">{i18n._(unmappedText(column, unmapped))}</option>
                {headers.map((header, index) => (
                  <option key={index} value={index}>
                    {header || columnByPlace(index)}
                  </option>
                ))}
              </SelectField>
            ))}
          </fieldset>
        ))}
      </Groups>
    </Details>
  );
});

const Details = styled.details`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  summary { cursor: pointer; font-weight: 600; }
  > p { margin: 12px 0; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Groups = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  align-items: start;
  fieldset {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  legend { font-weight: 700; padding: 0 4px; }
`;
